import type { Estimate, InstallmentView } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { dueThisWeek, installmentName, missingWaiverText, payAnywayQuestion } from './installments';

const installment = (overrides: Partial<InstallmentView>): InstallmentView => ({
  id: 1,
  kind: 'progress',
  label: null,
  amount: null,
  percentage: '10.00',
  dueDate: null,
  milestoneId: null,
  changeOrderIds: [],
  amountDue: '1000.00',
  retained: '0.00',
  released: '0.00',
  paid: '0.00',
  waiver: null,
  ...overrides,
});
const waiver = { fileUrl: 'u/waiver.pdf', type: 'unconditional', payment: 'progress' } as const;
const scheduleOf = (...installments: InstallmentView[]) => ({
  retainagePercentage: '0.00',
  retainageHeld: '0.00',
  installments,
});

describe('installmentName', () => {
  it("is the label, else the month it is due, else the kind's word", () => {
    expect(installmentName(installment({ label: 'Framing', dueDate: '2026-05-04' }))).toBe('Framing');
    expect(installmentName(installment({ dueDate: '2026-05-04' }))).toBe('May');
    expect(installmentName(installment({ kind: 'deposit', milestoneId: 3 }))).toBe('deposit');
  });
});

describe('payAnywayQuestion', () => {
  it('asks about the most recent paid installment when it has no waiver', () => {
    const schedule = scheduleOf(
      installment({ id: 1, kind: 'deposit', paid: '1000.00', waiver }),
      installment({ id: 2, dueDate: '2026-05-04', paid: '300.00' }),
      installment({ id: 3 }),
    );
    expect(payAnywayQuestion(schedule)).toBe('The May payment has no lien waiver yet — pay anyway?');
  });

  it('does not ask when that installment has its waiver, nothing is paid, or there is no schedule', () => {
    expect(payAnywayQuestion(scheduleOf(installment({ paid: '1000.00', waiver })))).toBeNull();
    expect(payAnywayQuestion(scheduleOf(installment({})))).toBeNull();
    expect(payAnywayQuestion(null)).toBeNull();
  });
});

describe('missingWaiverText', () => {
  it('names a paid installment without a waiver; the final payment asks for a final unconditional one', () => {
    expect(missingWaiverText(installment({ paid: '1.00' }))).toBe('Waiver missing');
    expect(missingWaiverText(installment({ kind: 'final', paid: '1.00' }))).toBe(
      'Final unconditional waiver missing',
    );
    expect(missingWaiverText(installment({ paid: '1.00', waiver }))).toBeNull();
    expect(missingWaiverText(installment({}))).toBeNull();
  });
});

describe('dueThisWeek', () => {
  const estimate = (installments: InstallmentView[]) =>
    ({ id: 5, title: 'Framing crew', paymentSchedule: scheduleOf(...installments) }) as Estimate;

  it('lists what is overdue, due today or due within 7 days, the overdue first; not what is paid or later', () => {
    const due = dueThisWeek(
      [
        estimate([
          installment({ id: 1, dueDate: '2026-05-01', paid: '1000.00' }),
          installment({ id: 2, dueDate: '2026-05-17' }),
          installment({ id: 3, dueDate: '2026-05-10' }),
          installment({ id: 4, dueDate: '2026-05-08', paid: '400.00' }),
          installment({ id: 5, dueDate: '2026-05-18' }),
          installment({ id: 6, milestoneId: 9 }),
        ]),
      ],
      [],
      '2026-05-10',
    );
    expect(due.map((item) => [item.installment.id, item.status, item.leftCents])).toEqual([
      [4, 'overdue', 60_000],
      [3, 'due', 100_000],
      [2, 'upcoming', 100_000],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { lienWaiverInputSchema, paymentScheduleInputSchema } from './payment-schedule';
import { issuesWith } from '../../test/schema-cases';

const deposit = { kind: 'deposit', percentage: '10', dueDate: '2025-11-01' };
const progress = { kind: 'progress', amount: '2,400.00', milestoneId: 3, changeOrderIds: [7] };
const final = { kind: 'Final', label: ' Handover ', milestoneId: 4 };

const issues = issuesWith(paymentScheduleInputSchema);

describe('paymentScheduleInputSchema', () => {
  it('reads money into cents and percentages into hundredths, in payment order', () => {
    const result = paymentScheduleInputSchema.parse({
      retainagePercentage: '5',
      installments: [{ ...deposit, id: '2' }, progress, final],
    });
    expect(result).toEqual({
      retainageHundredths: 500,
      installments: [
        {
          id: 2,
          kind: 'deposit',
          label: null,
          amountCents: null,
          percentHundredths: 1_000,
          dueDate: '2025-11-01',
          milestoneId: null,
          changeOrderIds: [],
        },
        {
          id: null,
          kind: 'progress',
          label: null,
          amountCents: 240_000,
          percentHundredths: null,
          dueDate: null,
          milestoneId: 3,
          changeOrderIds: [7],
        },
        {
          id: null,
          kind: 'final',
          label: 'Handover',
          amountCents: null,
          percentHundredths: null,
          dueDate: null,
          milestoneId: 4,
          changeOrderIds: [],
        },
      ],
    });
  });

  it('takes no retainage when none is given', () => {
    expect(paymentScheduleInputSchema.parse({ installments: [final] }).retainageHundredths).toBe(0);
  });

  it('wants a list that ends with the final payment, the deposit first', () => {
    expect(issues({ installments: 'all at once' })).toEqual([
      { path: ['installments'], message: 'Installments must be a list' },
    ]);
    expect(issues({ installments: [] })).toEqual([
      { path: ['installments'], message: 'The last installment must be the final payment' },
    ]);
    expect(issues({ installments: [final, deposit] })).toEqual([
      { path: ['installments', 0, 'kind'], message: 'Only the last installment can be the final payment' },
      { path: ['installments', 1, 'kind'], message: 'Only the first installment can be the deposit' },
      { path: ['installments', 1, 'kind'], message: 'The last installment must be the final payment' },
    ]);
    expect(issues({ installments: [{ ...final, kind: 'balloon' }] })).toEqual([
      { path: ['installments', 0, 'kind'], message: 'Kind must be deposit, progress or final' },
    ]);
    expect(issues({ installments: Array.from({ length: 21 }, () => progress) })).toEqual([
      { path: ['installments'], message: 'A schedule has at most 20 installments' },
    ]);
  });

  it('wants an amount or a percentage before the final payment, and neither on it', () => {
    expect(
      issues({
        installments: [
          { ...deposit, percentage: undefined },
          { ...progress, percentage: '10' },
          { ...progress, amount: '0', changeOrderIds: [] },
          { ...progress, amount: undefined, percentage: '0', changeOrderIds: [] },
          { ...final, amount: '100' },
        ],
      }),
    ).toEqual([
      { path: ['installments', 0, 'amount'], message: 'Give an amount or a percentage' },
      { path: ['installments', 1, 'amount'], message: 'Give an amount or a percentage, not both' },
      { path: ['installments', 2, 'amount'], message: 'Amount must be greater than 0' },
      {
        path: ['installments', 3, 'percentage'],
        message: 'Percentage must be more than 0% and at most 100%',
      },
      {
        path: ['installments', 4, 'amount'],
        message: 'The final payment is the rest of the total: give it no amount',
      },
    ]);
    expect(issues({ installments: [{ ...deposit, percentage: '100.01' }, final] })).toEqual([
      {
        path: ['installments', 0, 'percentage'],
        message: 'Percentage must be more than 0% and at most 100%',
      },
    ]);
  });

  it('refuses percentages that add up to more than 100 %', () => {
    expect(
      issues({
        installments: [
          { ...deposit, percentage: '60' },
          { ...progress, amount: null, percentage: '40.01' },
          final,
        ],
      }),
    ).toEqual([{ path: ['installments'], message: 'Percentages must add up to 100% or less' }]);
  });

  it('wants each installment due on a date or a milestone, not both', () => {
    expect(
      issues({
        installments: [
          { ...deposit, dueDate: '' },
          { ...progress, dueDate: '2025-12-01' },
          { ...final, milestoneId: null, dueDate: '2025-02-30' },
        ],
      }),
    ).toEqual([
      { path: ['installments', 2, 'dueDate'], message: 'Due date must be a valid date (YYYY-MM-DD)' },
    ]);
    expect(
      issues({ installments: [{ ...deposit, dueDate: '' }, { ...progress, dueDate: '2025-12-01' }, final] }),
    ).toEqual([
      { path: ['installments', 0, 'dueDate'], message: 'Give a due date or a milestone' },
      { path: ['installments', 1, 'dueDate'], message: 'Give a due date or a milestone, not both' },
    ]);
  });

  it('holds retainage to 50 % and releases it with a final payment due on a milestone', () => {
    expect(issues({ retainagePercentage: '50.01', installments: [final] })).toEqual([
      { path: ['retainagePercentage'], message: 'Retainage must be between 0% and 50%' },
    ]);
    expect(
      issues({
        retainagePercentage: '5',
        installments: [{ ...final, milestoneId: null, dueDate: '2026-01-01' }],
      }),
    ).toEqual([
      {
        path: ['installments', 0, 'milestoneId'],
        message: 'With retainage, the final payment must be due when a milestone completes',
      },
    ]);
  });

  it('places a change order on one installment only, and names ids as positive whole numbers', () => {
    expect(issues({ installments: [progress, { ...final, changeOrderIds: [7] }] })).toEqual([
      {
        path: ['installments', 1, 'changeOrderIds'],
        message: 'A change order can be placed on one installment only',
      },
    ]);
    expect(
      issues({
        installments: [
          { ...progress, changeOrderIds: ['7'] },
          { ...final, milestoneId: 'x' },
        ],
      }),
    ).toEqual([
      { path: ['installments', 0, 'changeOrderIds'], message: 'Change order is invalid' },
      { path: ['installments', 1, 'milestoneId'], message: 'Milestone is invalid' },
    ]);
    expect(
      issues({
        installments: [
          { ...progress, id: 5 },
          { ...final, id: 5 },
        ],
      }),
    ).toEqual([{ path: ['installments', 1, 'id'], message: 'Each installment can appear only once' }]);
  });
});

describe('lienWaiverInputSchema', () => {
  const waiverIssues = issuesWith(lienWaiverInputSchema);

  it('reads an upload key with its type and payment, matched without regard to case', () => {
    expect(
      lienWaiverInputSchema.parse({
        fileUrl: ' pending/users/u/attachments/w.pdf ',
        type: 'Unconditional',
        payment: 'FINAL',
      }),
    ).toEqual({ fileUrl: 'pending/users/u/attachments/w.pdf', type: 'unconditional', payment: 'final' });
  });

  it('names each field at fault', () => {
    expect(waiverIssues({ fileUrl: ' ', type: 'maybe' })).toEqual([
      { path: ['fileUrl'], message: 'Upload the lien waiver document' },
      { path: ['type'], message: 'Waiver type must be conditional or unconditional' },
      { path: ['payment'], message: 'Waiver payment must be progress or final' },
    ]);
    expect(waiverIssues({ fileUrl: 'k'.repeat(1_025), type: 'conditional', payment: 'progress' })).toEqual([
      { path: ['fileUrl'], message: 'Waiver file must be at most 1024 characters' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { installmentStatus, nextInstallmentText, type MilestoneProgress } from './installment-status';

const framing: MilestoneProgress = {
  id: 3,
  title: 'Framing complete',
  targetDate: '2025-12-04',
  completedDate: null,
  isCompleted: false,
};
const done = (completedDate: string | null): MilestoneProgress => ({
  ...framing,
  isCompleted: true,
  completedDate,
});
const onDate = (dueDate: string) => ({ dueDate, milestoneId: null });
const onMilestone = { dueDate: null, milestoneId: 3 };
const owed = (amountCents: number, paidCents = 0) => ({ amountCents, paidCents });

describe('installmentStatus', () => {
  it('is paid once nothing of it is left, whatever the day', () => {
    expect(installmentStatus(onDate('2025-01-01'), owed(1_000, 1_000), [], '2025-06-01')).toBe('paid');
    expect(installmentStatus(onDate('2025-01-01'), owed(0), [], '2025-06-01')).toBe('paid');
  });

  it('is upcoming before its date, due on it, overdue after it', () => {
    expect(installmentStatus(onDate('2025-12-04'), owed(1_000), [], '2025-12-03')).toBe('upcoming');
    expect(installmentStatus(onDate('2025-12-04'), owed(1_000), [], '2025-12-04')).toBe('due');
    expect(installmentStatus(onDate('2025-12-04'), owed(1_000), [], '2025-12-05')).toBe('overdue');
  });

  it('is partly paid when some of it is paid before its day; overdue or due wins once the day comes', () => {
    expect(installmentStatus(onDate('2025-12-04'), owed(1_000, 400), [], '2025-12-01')).toBe('partlyPaid');
    expect(installmentStatus(onDate('2025-12-04'), owed(1_000, 400), [], '2025-12-04')).toBe('due');
    expect(installmentStatus(onDate('2025-12-04'), owed(1_000, 400), [], '2025-12-10')).toBe('overdue');
  });

  it('waits for its milestone: due the day it completes, overdue after; never due while it is open', () => {
    expect(installmentStatus(onMilestone, owed(1_000), [framing], '2026-03-01')).toBe('upcoming');
    expect(installmentStatus(onMilestone, owed(1_000), [done('2025-12-06')], '2025-12-06')).toBe('due');
    expect(installmentStatus(onMilestone, owed(1_000), [done('2025-12-06')], '2025-12-07')).toBe('overdue');
    expect(installmentStatus(onMilestone, owed(1_000), [done(null)], '2025-12-07')).toBe('due');
    expect(installmentStatus(onMilestone, owed(1_000), [], '2025-12-07')).toBe('upcoming');
  });
});

describe('nextInstallmentText', () => {
  const schedule = [
    { kind: 'deposit' as const, label: null, ...onDate('2025-11-01') },
    { kind: 'progress' as const, label: null, ...onMilestone },
    { kind: 'final' as const, label: 'Handover', ...onDate('2026-02-01') },
  ];

  it('names the first installment not paid in full, what is left of it, when, and the milestone it waits for', () => {
    const payments = [owed(90_000, 90_000), owed(240_000), owed(100_000)];
    expect(nextInstallmentText(schedule, payments, [framing], '2025-11-20')).toBe(
      'Next: $2,400 due Dec 4 (Framing complete)',
    );
    expect(
      nextInstallmentText(schedule, [owed(90_000, 90_000), owed(240_050, 50)], [framing], '2025-11-20'),
    ).toBe('Next: $2,400 due Dec 4 (Framing complete)');
  });

  it('says due today, overdue since, or due on completion when the milestone has no target date', () => {
    expect(nextInstallmentText(schedule, [owed(90_000)], [], '2025-11-01')).toBe(
      'Next: $900 due today (Deposit)',
    );
    expect(nextInstallmentText(schedule, [owed(90_000, 100)], [], '2025-11-03')).toBe(
      'Next: $899 overdue since Nov 1 (Deposit)',
    );
    const undated = { ...framing, targetDate: null };
    expect(nextInstallmentText(schedule, [owed(1, 1), owed(240_000)], [undated], '2025-11-20')).toBe(
      'Next: $2,400 due on completion (Framing complete)',
    );
    expect(
      nextInstallmentText(schedule, [owed(1, 1), owed(240_000)], [done('2025-12-06')], '2025-12-08'),
    ).toBe('Next: $2,400 overdue since Dec 6 (Framing complete)');
  });

  it("shows the year of another year's date, cents when there are any, and the installment's own label", () => {
    const payments = [owed(1, 1), owed(1, 1), owed(100_050)];
    expect(nextInstallmentText(schedule, payments, [], '2025-12-20')).toBe(
      'Next: $1,000.50 due Feb 1, 2026 (Handover)',
    );
  });

  it('is null once everything is paid', () => {
    expect(nextInstallmentText(schedule, [owed(1, 1), owed(2, 2), owed(3, 3)], [], '2025-12-20')).toBeNull();
  });
});

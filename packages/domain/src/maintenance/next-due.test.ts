import { describe, expect, it } from 'vitest';
import { addMonths } from '../dates';
import { describeMaintenanceRule, isDueThisMonth, nextDueDate, type MaintenanceSchedule } from './next-due';

const every = (
  intervalMonths: number,
  startDate: string,
  lastDoneDate: string | null,
): MaintenanceSchedule => ({
  rule: 'every',
  intervalMonths,
  startDate,
  lastDoneDate,
});
const after = (
  intervalMonths: number,
  startDate: string,
  lastDoneDate: string | null,
): MaintenanceSchedule => ({
  ...every(intervalMonths, startDate, lastDoneDate),
  rule: 'after',
});

describe('addMonths', () => {
  it('keeps the day of the month, or takes the last day of a shorter month', () => {
    expect(addMonths('2025-01-15', 1)).toBe('2025-02-15');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-08-31', 1)).toBe('2025-09-30');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2025-12-31', 12)).toBe('2026-12-31');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
  });

  it('moves a leap day to Feb 28 in common years and back to Feb 29 in leap years', () => {
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
    expect(addMonths('2000-02-29', 1200)).toBe('2100-02-28');
  });
});

describe('nextDueDate, every N months (a fixed schedule)', () => {
  it('is the start date until it is first done', () => {
    expect(nextDueDate(every(3, '2025-03-01', null))).toBe('2025-03-01');
  });

  it('moves to the next scheduled date when done on, before or after the date it was due', () => {
    expect(nextDueDate(every(3, '2025-03-01', '2025-03-01'))).toBe('2025-06-01');
    expect(nextDueDate(every(3, '2025-03-01', '2025-02-20'))).toBe('2025-06-01');
    expect(nextDueDate(every(3, '2025-03-01', '2025-03-25'))).toBe('2025-06-01');
    // Done late, closer to the next date than to the one it missed: it counts for the next.
    expect(nextDueDate(every(3, '2025-03-01', '2025-05-20'))).toBe('2025-09-01');
  });

  it('keeps the schedule from the start date whatever day it was done (no drift)', () => {
    expect(nextDueDate(every(12, '2020-10-15', '2024-10-02'))).toBe('2025-10-15');
  });

  it('keeps a month-end schedule on month ends and a leap-day schedule on Feb 28/29', () => {
    expect(nextDueDate(every(1, '2025-01-31', '2025-01-31'))).toBe('2025-02-28');
    expect(nextDueDate(every(1, '2025-01-31', '2025-02-28'))).toBe('2025-03-31');
    expect(nextDueDate(every(12, '2024-02-29', '2024-02-29'))).toBe('2025-02-28');
    expect(nextDueDate(every(12, '2024-02-29', '2027-02-28'))).toBe('2028-02-29');
  });

  it('leaves the start date due when done long before the schedule began', () => {
    expect(nextDueDate(every(6, '2025-06-01', '2024-01-10'))).toBe('2025-06-01');
    expect(nextDueDate(every(6, '2025-06-01', '2025-05-25'))).toBe('2025-12-01');
  });
});

describe('nextDueDate, N months after it was last done', () => {
  it('is the start date until done, then N months after the day it was done', () => {
    expect(nextDueDate(after(6, '2025-04-01', null))).toBe('2025-04-01');
    expect(nextDueDate(after(6, '2025-04-01', '2025-04-20'))).toBe('2025-10-20');
  });

  it('counts from a month end or a leap day to the last day of a shorter month', () => {
    expect(nextDueDate(after(1, '2025-01-01', '2025-01-31'))).toBe('2025-02-28');
    expect(nextDueDate(after(12, '2024-01-01', '2024-02-29'))).toBe('2025-02-28');
  });
});

describe('isDueThisMonth', () => {
  it("is true for a date in today's month or before it, false after", () => {
    expect(isDueThisMonth('2025-06-30', '2025-06-01')).toBe(true);
    expect(isDueThisMonth('2025-05-02', '2025-06-15')).toBe(true);
    expect(isDueThisMonth('2025-07-01', '2025-06-30')).toBe(false);
  });
});

describe('describeMaintenanceRule', () => {
  it('says the rule in words', () => {
    expect(describeMaintenanceRule('every', 3)).toBe('Every 3 months');
    expect(describeMaintenanceRule('every', 1)).toBe('Every month');
    expect(describeMaintenanceRule('after', 12)).toBe('12 months after it was last done');
    expect(describeMaintenanceRule('after', 1)).toBe('1 month after it was last done');
  });
});

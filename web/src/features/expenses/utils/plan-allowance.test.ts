import type { SubscriptionStatusView } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { expensesLeftHint } from './plan-allowance';

const status = (expenseCount: number, expenseLimit: number | null): SubscriptionStatusView => ({
  subscriptionStatus: expenseLimit === null ? 'active' : 'free',
  renewalDate: null,
  endDate: null,
  willCancelAtPeriodEnd: false,
  expenseCount,
  expenseLimit,
  contractorCount: 0,
  contractorLimit: expenseLimit === null ? null : 3,
  canCreateExpense: expenseLimit === null || expenseCount < expenseLimit,
  canCreateContractor: true,
});

describe('expensesLeftHint', () => {
  it.each([
    [0, 5, null],
    [2, 5, null],
    [3, 5, '2 left on the Free plan'],
    [4, 5, '1 left on the Free plan'],
    [5, 5, 'None left on the Free plan'],
    [7, 5, 'None left on the Free plan'],
    [40, null, null],
  ])('%i of %s expenses → %j', (count, limit, hint) => {
    expect(expensesLeftHint(status(count, limit))).toBe(hint);
  });

  it('says nothing before the plan is known', () => {
    expect(expensesLeftHint(undefined)).toBeNull();
  });
});

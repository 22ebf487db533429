import type { SubscriptionStatusView } from '@reno/domain';

/** From this many expenses left, 'Add Expense' says how many the Free plan still allows. */
const SAY_LEFT_FROM = 2;

/** '1 left on the Free plan' when the plan's expense limit is near; null on Pro or far from it. */
export function expensesLeftHint(status: SubscriptionStatusView | undefined): string | null {
  if (!status || status.expenseLimit === null) return null;
  const left = Math.max(status.expenseLimit - status.expenseCount, 0);
  if (left > SAY_LEFT_FROM) return null;
  return left === 0 ? 'None left on the Free plan' : `${left} left on the Free plan`;
}

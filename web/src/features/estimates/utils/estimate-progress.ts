import {
  formatCents,
  paymentProgress,
  toCents,
  type Estimate,
  type EstimateStatus,
  type PaymentProgress,
} from '@reno/domain';
import { expenseCount } from '../../../entities/expense/utils/expense-count';

/**
 * The payment progress (docs/product.md#payment-progress) of an estimate, from the sum of its linked expenses
 * against its total with tax as revised by its approved change orders.
 */
export function estimateProgress(estimate: Estimate): PaymentProgress {
  return paymentProgress(toCents(estimate.revisedTotalWithTax) ?? 0, toCents(estimate.paidAmount) ?? 0);
}

/** '+$1,130.00' for an addition, '-$200.00' for a credit. */
export function signedMoney(value: string): string {
  const cents = toCents(value) ?? 0;
  return `${cents > 0 ? '+' : ''}${formatCents(cents)}`;
}

/** '$500.00 paid (2 expenses)' */
export const paidLabel = (progress: PaymentProgress, paidCount: number) =>
  `${formatCents(progress.paidCents)} paid (${expenseCount(paidCount)})`;

/** '$630.00 remaining', or 'Fully paid' once nothing remains; a rejected quote is owed nothing: 'Rejected'. */
export const remainingLabel = (progress: PaymentProgress, status: EstimateStatus) => {
  if (status === 'rejected') return 'Rejected';
  return progress.fullyPaid ? 'Fully paid' : `${formatCents(progress.remainingCents)} remaining`;
};

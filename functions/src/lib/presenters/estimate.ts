import { centsToDecimal, hundredthsToDecimal, normalizeExpenseCategory, paymentProgress } from '@reno/domain';
import type { Estimate } from '@reno/domain';
import type { EstimateRecord } from '@reno/data';
import { presentPaymentSchedule } from './payment-schedule';
import { presentStamps } from './record-edits';

/**
 * An estimate with its change orders and payment progress (docs/product.md#payment-progress: percent paid
 * capped at 100, remaining never below 0), measured against the revised total.
 */
export function presentEstimate(estimate: EstimateRecord): Estimate {
  const progress = paymentProgress(estimate.revisedTotalWithTaxCents, estimate.paidCents);
  return {
    id: estimate.id,
    userId: estimate.userId,
    projectId: estimate.projectId,
    contractorId: estimate.contractorId,
    title: estimate.title,
    description: estimate.description,
    amount: centsToDecimal(estimate.amountCents),
    cashPercentage: hundredthsToDecimal(estimate.cashPercentageHundredths),
    taxedPercentage: hundredthsToDecimal(estimate.taxedPercentageHundredths),
    taxRate: hundredthsToDecimal(estimate.taxRateHundredths),
    date: estimate.date,
    status: estimate.status,
    notes: estimate.notes,
    category: estimate.category === null ? null : normalizeExpenseCategory(estimate.category),
    attachmentUrl: estimate.attachmentUrl,
    ...presentStamps(estimate),
    paidAmount: centsToDecimal(progress.paidCents),
    paidCount: estimate.paidCount,
    totalWithTax: centsToDecimal(estimate.totalWithTaxCents),
    changeOrdersTotal: centsToDecimal(estimate.changeOrdersTotalCents),
    revisedTotalWithTax: centsToDecimal(estimate.revisedTotalWithTaxCents),
    remaining: centsToDecimal(progress.remainingCents),
    percentPaid: Math.round(progress.percent * 100) / 100,
    paymentSchedule: presentPaymentSchedule(estimate),
  };
}

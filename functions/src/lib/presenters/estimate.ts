import { centsToDecimal, hundredthsToDecimal, paymentProgress } from '@reno/domain';
import type { Estimate } from '@reno/domain';
import type { EstimateRecord } from '@reno/data';

/** An estimate with its payment progress (SPEC §4), derived from the paid total kept on the item. */
export function presentEstimate(estimate: EstimateRecord): Estimate {
  const progress = paymentProgress(estimate.totalWithTaxCents, estimate.paidCents);
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
    attachmentUrl: estimate.attachmentUrl,
    createdAt: estimate.createdAt,
    paidAmount: centsToDecimal(progress.paidCents),
    paidCount: estimate.paidCount,
    totalWithTax: centsToDecimal(estimate.totalWithTaxCents),
    remaining: centsToDecimal(progress.remainingCents),
    percentPaid: Math.round(progress.percent * 100) / 100,
  };
}

import { centsToDecimal, changeOrderWithTaxCents } from '@reno/domain';
import type { ChangeOrder } from '@reno/domain';
import type { ChangeOrderRecord, EstimateRecord } from '@reno/data';
import { presentStamps } from './record-edits';

/**
 * A change order with its amount taxed like its estimate, with the estimate's split and rate
 * (docs/product.md#tax-maths, docs/product.md#record-change-order).
 */
export function presentChangeOrder(order: ChangeOrderRecord, estimate: EstimateRecord): ChangeOrder {
  const withTax = changeOrderWithTaxCents(
    {
      cashHundredths: estimate.cashPercentageHundredths,
      taxedHundredths: estimate.taxedPercentageHundredths,
      taxRateHundredths: estimate.taxRateHundredths,
    },
    order.amountCents,
  );
  return {
    id: order.id,
    estimateId: order.estimateId,
    projectId: estimate.projectId,
    title: order.title,
    description: order.description,
    amount: centsToDecimal(order.amountCents),
    amountWithTax: centsToDecimal(withTax),
    status: order.status,
    date: order.date,
    ...presentStamps(order),
  };
}

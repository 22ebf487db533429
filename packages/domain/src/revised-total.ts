// An estimate revised by its approved change orders (docs/product.md#change-orders): each change order
// is taxed with the estimate's own cash/taxed split and rate (docs/product.md#tax-maths), then the taxed
// amounts are added.
import { estimateBreakdown } from './tax';

export interface EstimateRates {
  cashHundredths: number;
  taxedHundredths: number;
  taxRateHundredths: number;
}

/** One change order's amount with tax; a credit (negative amount) gives a negative total. */
export function changeOrderWithTaxCents(rates: EstimateRates, amountCents: number): number {
  return estimateBreakdown({ amountCents, ...rates }).totalWithTaxCents;
}

/** Σ of the approved change orders' amounts with tax. */
export function changeOrdersTotalCents(
  rates: EstimateRates,
  approvedAmountsCents: readonly number[],
): number {
  return approvedAmountsCents.reduce((sum, amount) => sum + changeOrderWithTaxCents(rates, amount), 0);
}

/** What an approved estimate still commits: max(revised total with tax − paid, 0); 0 unless approved. */
export function committedRemainingCents(estimate: {
  status: string;
  revisedTotalWithTaxCents: number;
  paidCents: number;
}): number {
  return estimate.status === 'approved'
    ? Math.max(estimate.revisedTotalWithTaxCents - estimate.paidCents, 0)
    : 0;
}

// The estimate tax maths of docs/product.md#tax-maths, on integer cents and hundredths of a percent.

export interface EstimateBreakdownInput {
  amountCents: number;
  cashHundredths: number;
  taxedHundredths: number;
  taxRateHundredths: number;
}

export interface EstimateBreakdown {
  cashCents: number;
  taxableCents: number;
  taxDueCents: number;
  totalWithTaxCents: number;
}

const HUNDRED_PERCENT = 10_000n; // 100.00 % in hundredths

// Integer division by a positive denominator, rounding half away from zero; BigInt keeps
// amount × percent × rate exact.
function roundedDivide(numerator: bigint, denominator: bigint): number {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const quotient = (magnitude * 2n + denominator) / (denominator * 2n);
  return Number(numerator < 0n ? -quotient : quotient);
}

/** amount × percent (hundredths), rounded to cents half away from zero, exactly (no floating point). */
export function percentOfCents(amountCents: number, hundredths: number): number {
  return roundedDivide(BigInt(Math.round(amountCents)) * BigInt(Math.round(hundredths)), HUNDRED_PERCENT);
}

/**
 * cash = amount × cash%; taxable = amount × taxed%; tax due = amount × taxed% × rate%;
 * each term rounded to cents once, and the total is the sum of the rounded terms so a preview adds up.
 */
export function estimateBreakdown(input: EstimateBreakdownInput): EstimateBreakdown {
  const amount = BigInt(Math.round(input.amountCents));
  const taxed = BigInt(Math.round(input.taxedHundredths));
  const cashCents = roundedDivide(amount * BigInt(Math.round(input.cashHundredths)), HUNDRED_PERCENT);
  const taxableCents = roundedDivide(amount * taxed, HUNDRED_PERCENT);
  const taxDueCents = roundedDivide(
    amount * taxed * BigInt(Math.round(input.taxRateHundredths)),
    HUNDRED_PERCENT * HUNDRED_PERCENT,
  );
  return { cashCents, taxableCents, taxDueCents, totalWithTaxCents: cashCents + taxableCents + taxDueCents };
}

export interface PaymentProgress {
  paidCents: number;
  /** 0–100, capped; not rounded (the interface decides how to show it). */
  percent: number;
  /** Never below 0. */
  remainingCents: number;
  fullyPaid: boolean;
}

/**
 * Payment progress (docs/product.md#payment-progress): percent = paid / total × 100 capped at 100;
 * remaining = max(total − paid, 0); 'Fully paid' at 0.
 */
export function paymentProgress(totalWithTaxCents: number, paidCents: number): PaymentProgress {
  const remainingCents = Math.max(totalWithTaxCents - paidCents, 0);
  const percent =
    totalWithTaxCents > 0 ? Math.min(100, Math.max(0, (paidCents / totalWithTaxCents) * 100)) : 100;
  return { paidCents, percent, remainingCents, fullyPaid: remainingCents === 0 };
}

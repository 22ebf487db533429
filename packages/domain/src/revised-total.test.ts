import { describe, expect, it } from 'vitest';
import { changeOrdersTotalCents, changeOrderWithTaxCents, committedRemainingCents } from './revised-total';
import { estimateBreakdown } from './tax';

const rates = { cashHundredths: 3_000, taxedHundredths: 7_000, taxRateHundredths: 1_300 };

describe('changeOrderWithTaxCents', () => {
  it('taxes a change order with the estimate split and rate, like the estimate itself', () => {
    // 1,000.00: cash 300.00, taxable 700.00, tax 91.00
    expect(changeOrderWithTaxCents(rates, 100_000)).toBe(109_100);
    expect(changeOrderWithTaxCents(rates, 100_000)).toBe(
      estimateBreakdown({ amountCents: 100_000, ...rates }).totalWithTaxCents,
    );
  });

  it('gives a credit a negative total, rounded like a charge', () => {
    expect(changeOrderWithTaxCents(rates, -100_000)).toBe(-109_100);
    expect(changeOrderWithTaxCents(rates, -333)).toBe(-changeOrderWithTaxCents(rates, 333));
  });
});

describe('changeOrdersTotalCents', () => {
  it('taxes each change order on its own, then adds them', () => {
    // 0.05 at 30/70 and 13 %: cash 0.02 (1.5 → 2), taxable 0.04 (3.5 → 4), tax 0 (0.455 → 0) = 6 each
    expect(changeOrdersTotalCents(rates, [5, 5])).toBe(12);
    expect(changeOrdersTotalCents(rates, [5, 5])).not.toBe(changeOrderWithTaxCents(rates, 10));
    expect(changeOrdersTotalCents(rates, [])).toBe(0);
  });
});

describe('committedRemainingCents', () => {
  it.each([
    ['an approved estimate with a balance', 'approved', 2_500, 7_500],
    ['an approved estimate paid beyond its total (never below zero)', 'approved', 12_000, 0],
    ['a pending estimate', 'pending', 0, 0],
    ['a rejected estimate', 'rejected', 0, 0],
  ] as const)('is what %s has left to pay', (_label, status, paidCents, remaining) => {
    expect(committedRemainingCents({ status, revisedTotalWithTaxCents: 10_000, paidCents })).toBe(remaining);
  });
});

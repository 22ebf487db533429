import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateBreakdown, paymentProgress } from './tax';

describe('estimateBreakdown', () => {
  // amount, cash %, taxed % and rate in hundredths → the breakdown in cents.
  it.each([
    {
      name: 'splits an all-taxed estimate and adds 13 % tax ($1,000.00)',
      input: { amountCents: 100_000, cashHundredths: 0, taxedHundredths: 10_000, taxRateHundredths: 1300 },
      want: { cashCents: 0, taxableCents: 100_000, taxDueCents: 13_000, totalWithTaxCents: 113_000 },
    },
    {
      // 333.30 cash, 666.70 taxable, 86.671 → 86.67 tax
      name: 'taxes only the taxed share of a mixed split (33.33 % cash, 66.67 % taxed at 13 %)',
      input: { amountCents: 100_000, cashHundredths: 3333, taxedHundredths: 6667, taxRateHundredths: 1300 },
      want: { cashCents: 33_330, taxableCents: 66_670, taxDueCents: 8667, totalWithTaxCents: 108_667 },
    },
    {
      // 2.5 ¢ cash, 2.5 ¢ taxable, 0.25 ¢ tax
      name: 'rounds each term half away from zero once ($0.05 at 50 % / 50 %, 10 % tax)',
      input: { amountCents: 5, cashHundredths: 5000, taxedHundredths: 5000, taxRateHundredths: 1000 },
      want: { cashCents: 3, taxableCents: 3, taxDueCents: 0, totalWithTaxCents: 6 },
    },
    {
      name: 'rounds negative products away from zero',
      input: { amountCents: -5, cashHundredths: 5000, taxedHundredths: 5000, taxRateHundredths: 0 },
      want: { cashCents: -3, taxableCents: -3, taxDueCents: 0, totalWithTaxCents: -6 },
    },
  ])('$name', ({ input, want }) => {
    expect(estimateBreakdown(input)).toEqual(want);
  });

  it('computes the tax from the exact taxed amount, not from its rounded cents', () => {
    // Prepare: 1 ¢ half taxed is 0.5 ¢ (shown as 1 ¢); 60 % tax on the exact 0.5 ¢ is 0.3 ¢
    const input = { amountCents: 1, cashHundredths: 5000, taxedHundredths: 5000, taxRateHundredths: 6000 };
    // Act
    const breakdown = estimateBreakdown(input);
    // Assess: taxing the rounded 1 ¢ would have given 0.6 ¢ → 1 ¢
    expect(breakdown.taxableCents).toBe(1);
    expect(breakdown.taxDueCents).toBe(0);
  });

  it('stays exact for the largest amounts and rates', () => {
    // Prepare: $99,999,999.99 all taxed at 100 %
    const input = {
      amountCents: 9_999_999_999,
      cashHundredths: 0,
      taxedHundredths: 10_000,
      taxRateHundredths: 10_000,
    };
    // Act
    const breakdown = estimateBreakdown(input);
    // Assess
    expect(breakdown.totalWithTaxCents).toBe(19_999_999_998);
  });

  it('keeps total = cash + taxable + tax due, and the total at least the amount when the split is complete', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_999_999_999 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amountCents, cashHundredths, taxRateHundredths) => {
          // Prepare
          const taxedHundredths = 10_000 - cashHundredths;
          // Act
          const b = estimateBreakdown({ amountCents, cashHundredths, taxedHundredths, taxRateHundredths });
          // Assess
          expect(b.totalWithTaxCents).toBe(b.cashCents + b.taxableCents + b.taxDueCents);
          expect(Math.abs(b.cashCents + b.taxableCents - amountCents)).toBeLessThanOrEqual(1);
          expect(b.taxDueCents).toBeGreaterThanOrEqual(0);
          expect(b.taxDueCents).toBeLessThanOrEqual(b.taxableCents + 1);
          expect(Number.isSafeInteger(b.totalWithTaxCents)).toBe(true);
        },
      ),
    );
  });
});

describe('paymentProgress', () => {
  // [case, total, paid, then the progress: percent, remaining, fully paid]; its paidCents is what was paid.
  it.each([
    ['reports part payment', 113_000, 56_500, 50, 56_500, false],
    ['is fully paid at exactly the total', 113_000, 113_000, 100, 0, true],
    ['caps the percentage at 100 and the remainder at 0 when overpaid', 10_000, 25_000, 100, 0, true],
    ['starts at 0 % with nothing paid', 10_000, 0, 0, 10_000, false],
    ['treats a zero total as fully paid instead of dividing by zero', 0, 0, 100, 0, true],
  ])('%s (%i, %i paid)', (_, totalCents, paidCents, percent, remainingCents, fullyPaid) => {
    expect(paymentProgress(totalCents, paidCents)).toEqual({ paidCents, percent, remainingCents, fullyPaid });
  });

  it('is not fully paid one cent short', () => {
    // Act
    const progress = paymentProgress(10_000, 9_999);
    // Assess
    expect(progress.fullyPaid).toBe(false);
    expect(progress.remainingCents).toBe(1);
    expect(progress.percent).toBeCloseTo(99.99, 10);
  });

  it('never shows a negative percentage', () => {
    expect(paymentProgress(10_000, -500).percent).toBe(0);
  });

  it('holds its invariants for any total and payment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 2e12 }), (total, paid) => {
        // Act
        const progress = paymentProgress(total, paid);
        // Assess
        expect(progress.percent).toBeGreaterThanOrEqual(0);
        expect(progress.percent).toBeLessThanOrEqual(100);
        expect(progress.remainingCents).toBe(Math.max(total - paid, 0));
        expect(progress.fullyPaid).toBe(paid >= total);
        if (progress.fullyPaid) expect(progress.percent).toBe(100);
        if (total > 0 && paid < total) expect(progress.percent).toBeLessThan(100);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { DEPOSIT_WARNING, depositWarning } from './deposit-warning';
import { scheduleAmounts, type ScheduleTerms } from './schedule';

function warningFor(depositCents: number | null, totalWithTaxCents: number): string | null {
  const installments: ScheduleTerms['installments'] = [
    ...(depositCents === null
      ? []
      : [
          {
            kind: 'deposit' as const,
            amountCents: depositCents,
            percentHundredths: null,
            changeOrderIds: [],
          },
        ]),
    { kind: 'final', amountCents: null, percentHundredths: null, changeOrderIds: [] },
  ];
  const terms = { retainageHundredths: 0, installments };
  return depositWarning(terms, scheduleAmounts(terms, { totalWithTaxCents, approvedChangeOrders: [] }));
}

describe('depositWarning', () => {
  it('warns about a deposit above 10 % of the total, and not about one of exactly 10 %', () => {
    expect(warningFor(50_000, 500_000)).toBeNull();
    expect(warningFor(50_001, 500_000)).toBe(DEPOSIT_WARNING);
  });

  it('warns about a deposit above $1,000 even when it is under 10 %', () => {
    expect(warningFor(100_000, 5_000_000)).toBeNull();
    expect(warningFor(100_001, 5_000_000)).toBe(DEPOSIT_WARNING);
  });

  it("follows California's rule, the lower of the two: 10 % of a $15,000 job is over $1,000", () => {
    expect(warningFor(150_000, 1_500_000)).toBe(DEPOSIT_WARNING);
  });

  it('says nothing without a deposit', () => {
    expect(warningFor(null, 100)).toBeNull();
  });

  it('reads plainly, as a warning', () => {
    expect(DEPOSIT_WARNING).toBe(
      "Large up-front deposits are a common risk, and some states cap them by law: California's home improvement rule allows 10% of the price or $1,000, whichever is less.",
    );
  });
});

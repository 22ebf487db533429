// Deposit sense (docs/product.md#payment-schedules): a large deposit gets a plain warning, never a refusal.
import type { ScheduleAmounts, ScheduleTerms } from './schedule';

/** Above either, a deposit is warned about: together, the lower of the two (California's rule). */
const DEPOSIT_WARNING_LIMITS = { percentHundredths: 1_000, cents: 100_000 } as const;

export const DEPOSIT_WARNING =
  "Large up-front deposits are a common risk, and some states cap them by law: California's home improvement rule allows 10% of the price or $1,000, whichever is less.";

/**
 * The warning when the schedule's deposit is above 10% of the total it adds up to, or above $1,000; else
 * null (no deposit, or a modest one).
 */
export function depositWarning(
  terms: Pick<ScheduleTerms, 'installments'>,
  amounts: Pick<ScheduleAmounts, 'installments' | 'totalCents'>,
): string | null {
  const index = terms.installments.findIndex((installment) => installment.kind === 'deposit');
  const deposit = amounts.installments[index]?.amountCents ?? 0;
  const aboveShare = deposit * 10_000 > amounts.totalCents * DEPOSIT_WARNING_LIMITS.percentHundredths;
  return aboveShare || deposit > DEPOSIT_WARNING_LIMITS.cents ? DEPOSIT_WARNING : null;
}

import { formatCents, toCents } from '@reno/domain';

export interface BudgetCheck {
  /** The amount about to be saved (a decimal string). */
  amount: string;
  /** The project summary's remaining budget (negative when already over). */
  remaining: string;
  /** When editing: the expense's saved amount, already counted in `remaining`. */
  previousAmount?: string | null | undefined;
}

/**
 * The question to ask before saving an amount larger than what is left of the project's budget, or
 * null when it fits (or the figures cannot be read: the save then goes ahead without asking).
 */
export function budgetOverrunQuestion({ amount, remaining, previousAmount }: BudgetCheck): string | null {
  const amountCents = toCents(amount);
  const remainingCents = toCents(remaining);
  if (amountCents === null || remainingCents === null) return null;
  // An edited expense is already spent: the room for its new amount includes its old one.
  const room = remainingCents + (previousAmount ? (toCents(previousAmount) ?? 0) : 0);
  if (amountCents <= room) return null;
  const over = formatCents(amountCents - room);
  return room > 0
    ? `${formatCents(amountCents)} is more than the ${formatCents(room)} left in this project's budget: it would go ${over} over. Save it anyway?`
    : `This project's budget is already used up: this expense would put it ${over} over. Save it anyway?`;
}

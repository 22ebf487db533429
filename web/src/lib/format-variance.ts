import { formatCents, toCents } from '@reno/domain';

/** '$1,240' for whole dollars, '$1,240.50' otherwise: the words read better without '.00'. */
export function formatDollars(cents: number): string {
  return formatCents(cents).replace(/\.00$/, '');
}

/**
 * A variance (target − projected, as the API sends it) in words: '$1,240 over plan', '$85.50 under
 * budget', or 'On plan' when it is zero.
 */
export function varianceInWords(variance: string, target: 'plan' | 'budget'): string {
  const cents = toCents(variance) ?? 0;
  if (cents === 0) return `On ${target}`;
  return `${formatDollars(Math.abs(cents))} ${cents < 0 ? 'over' : 'under'} ${target}`;
}

/** Whether a variance means over the target (negative). */
export const isOver = (variance: string) => (toCents(variance) ?? 0) < 0;

/** 'Contingency left: $800', or 'Contingency overdrawn by $150' once overruns used more than it. */
export function contingencyInWords(contingencyRemaining: string): string {
  const cents = toCents(contingencyRemaining) ?? 0;
  return cents < 0
    ? `Contingency overdrawn by ${formatDollars(-cents)}`
    : `Contingency left: ${formatDollars(cents)}`;
}

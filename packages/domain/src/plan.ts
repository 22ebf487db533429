// Plan rules of docs/product.md#plans: Pro while active, or cancelled with its end date still ahead.
import { FREE_PLAN_LIMITS, type SubscriptionStatus } from './constants';
import { formatDate } from './dates';

export interface SubscriptionFields {
  subscriptionStatus: SubscriptionStatus | string | null | undefined;
  subscriptionEndDate: string | null | undefined;
}

export interface PlanLimits {
  /** null = unlimited */
  expenses: number | null;
  contractors: number | null;
}

/** Anything but 'active' or 'cancelled' is the free plan. */
export function normalizeSubscriptionStatus(value: string | null | undefined): SubscriptionStatus {
  return value === 'active' || value === 'cancelled' ? value : 'free';
}

export function isPro(user: SubscriptionFields, now: Date): boolean {
  const status = normalizeSubscriptionStatus(user.subscriptionStatus);
  if (status === 'active') return true;
  if (status !== 'cancelled' || !user.subscriptionEndDate) return false;
  const endsAt = Date.parse(user.subscriptionEndDate);
  return Number.isFinite(endsAt) && endsAt > now.getTime();
}

export function planLimitsFor(user: SubscriptionFields, now: Date): PlanLimits {
  return isPro(user, now)
    ? { expenses: null, contractors: null }
    : { expenses: FREE_PLAN_LIMITS.expenses, contractors: FREE_PLAN_LIMITS.contractors };
}

/** Whether one more record fits under a limit (null = unlimited). */
export function canCreateWithin(limit: number | null, count: number): boolean {
  return limit === null || count < limit;
}

/** Usage bar width: count / limit as a percentage capped at 100 (0 when unlimited). */
export function usagePercent(count: number, limit: number | null): number {
  if (limit === null) return 0;
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, (count / limit) * 100));
}

/** Billing text: 'X of Y', or 'unlimited'. */
export function formatUsage(count: number, limit: number | null): string {
  return limit === null ? 'unlimited' : `${count} of ${limit}`;
}

/** What POST /api/check-subscription says of the plan it synced. */
export const SUBSCRIPTION_MESSAGES = {
  active: 'Your Pro subscription is active.',
  cancelled: (endDate: string) =>
    `Your subscription is cancelled. Pro features remain until ${formatDate(endDate)}.`,
  free: 'No active subscription found. You are on the Free plan.',
} as const;

export function subscriptionMessage(user: SubscriptionFields, now: Date): string {
  if (user.subscriptionStatus === 'active') return SUBSCRIPTION_MESSAGES.active;
  if (isPro(user, now) && user.subscriptionEndDate)
    return SUBSCRIPTION_MESSAGES.cancelled(user.subscriptionEndDate);
  return SUBSCRIPTION_MESSAGES.free;
}

/**
 * The 429 words of a daily quota that follows the plan (docs/product.md#daily-quotas): on Free, the limit
 * and the upgrade, one sentence for every quota; on Pro, `proWords` (what was done today).
 */
export const dailyQuotaMessage =
  (things: string, proWords: (limit: number) => string) =>
  (limit: number, pro: boolean): string =>
    pro
      ? proWords(limit)
      : `You've reached the limit of ${limit} ${things} per day on the free plan. Upgrade to Pro for more, or try again tomorrow.`;

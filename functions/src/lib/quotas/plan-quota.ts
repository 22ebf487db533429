import { consumeDailyQuota, getUser } from '@reno/data';
import { isPro } from '@reno/domain';
import { data } from '../data-context';
import { TooManyRequestsError } from '../http/errors';
import { secondsUntilNextUtcDay } from './next-utc-day';

export interface PlanQuota {
  /** Names the counter item `QUOTA#<name>#<yyyy-mm-dd>`. */
  name: string;
  limits: { free: number; pro: number };
  /** The 429 message once the day's uses are gone. */
  message: (limit: number, pro: boolean) => string;
}

/** The household's share of a plan quota today: its owner's plan's limit (one GetItem of the profile). */
export interface PlanQuotaShare {
  name: string;
  limit: number;
  pro: boolean;
}

export async function planQuotaShare(
  householdId: string,
  quota: PlanQuota,
  now = new Date(),
): Promise<PlanQuotaShare> {
  const profile = await getUser(data, householdId);
  const pro = profile ? isPro(profile, now) : false;
  return { name: quota.name, limit: pro ? quota.limits.pro : quota.limits.free, pro };
}

/** The 429 past a plan quota: its sentence, and Retry-After (the next UTC midnight). */
export function planQuotaReached(
  quota: PlanQuota,
  share: PlanQuotaShare,
  now = new Date(),
): TooManyRequestsError {
  return new TooManyRequestsError(quota.message(share.limit, share.pro), secondsUntilNextUtcDay(now));
}

/**
 * Counts one use of a per-household daily quota whose size follows the owner's plan (atomic, so parallel
 * requests cannot exceed it); 429 with Retry-After (the next UTC midnight) past it.
 */
export async function consumePlanQuota(
  householdId: string,
  quota: PlanQuota,
  now = new Date(),
): Promise<void> {
  const share = await planQuotaShare(householdId, quota, now);
  if ((await consumeDailyQuota(data, householdId, quota.name, share.limit)).allowed) return;
  throw planQuotaReached(quota, share, now);
}

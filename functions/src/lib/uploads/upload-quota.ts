import { consumeDailyQuota, getUser } from '@reno/data';
import { isPro } from '@reno/domain';
import { data } from '../data-context';
import { TooManyRequestsError } from '../http/errors';

/** Upload forms a user may ask for per UTC day: each can put 10 MB into the bucket. */
export const DAILY_UPLOAD_QUOTA = { free: 30, pro: 300 } as const;

const QUOTA_NAME = 'uploads';

/** Counts one upload form against today's quota (atomic, so parallel requests cannot exceed it); 429 past it. */
export async function consumeUploadQuota(sub: string, now = new Date()): Promise<void> {
  const profile = await getUser(data, sub);
  const pro = profile ? isPro(profile, now) : false;
  const limit = pro ? DAILY_UPLOAD_QUOTA.pro : DAILY_UPLOAD_QUOTA.free;
  if ((await consumeDailyQuota(data, sub, QUOTA_NAME, limit)).allowed) return;
  throw new TooManyRequestsError(
    pro
      ? `You've uploaded ${limit} files today, the daily limit. Please try again tomorrow.`
      : `You've reached the limit of ${limit} uploads per day on the free plan. Upgrade to Pro for more, or try again tomorrow.`,
    secondsUntilNextUtcDay(now),
  );
}

function secondsUntilNextUtcDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

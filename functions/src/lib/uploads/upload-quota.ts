import { dailyQuotaMessage } from '@reno/domain';
import { consumePlanQuota } from '../quotas/plan-quota';

/** Upload forms a user may ask for per UTC day: each can put 10 MB into the bucket. */
export const DAILY_UPLOAD_QUOTA = { free: 30, pro: 300 } as const;

const uploaded = (limit: number) =>
  `You've uploaded ${limit} files today, the daily limit. Please try again tomorrow.`;

/** Counts one upload form against today's quota; 429 past it. */
export const consumeUploadQuota = (householdId: string, now = new Date()) =>
  consumePlanQuota(
    householdId,
    { name: 'uploads', limits: DAILY_UPLOAD_QUOTA, message: dailyQuotaMessage('uploads', uploaded) },
    now,
  );

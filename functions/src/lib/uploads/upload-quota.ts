import { consumePlanQuota, type PlanQuota } from '../quotas/plan-quota';

/** Upload forms a user may ask for per UTC day: each can put 10 MB into the bucket. */
export const DAILY_UPLOAD_QUOTA = { free: 30, pro: 300 } as const;

const UPLOAD_QUOTA: PlanQuota = {
  name: 'uploads',
  limits: DAILY_UPLOAD_QUOTA,
  message: (limit, pro) =>
    pro
      ? `You've uploaded ${limit} files today, the daily limit. Please try again tomorrow.`
      : `You've reached the limit of ${limit} uploads per day on the free plan. Upgrade to Pro for more, or try again tomorrow.`,
};

/** Counts one upload form against today's quota; 429 past it. */
export const consumeUploadQuota = (householdId: string, now = new Date()) =>
  consumePlanQuota(householdId, UPLOAD_QUOTA, now);

import type { PlanQuota } from '../quotas/plan-quota';

/**
 * Exports a user may start per UTC day: each runs a worker of up to 1 GiB for up to 15 minutes, so
 * start-then-cancel cannot fan them out. A start answered with the project's export already under way
 * is not counted.
 */
const DAILY_EXPORT_QUOTA = { free: 5, pro: 50 } as const;

export const EXPORT_QUOTA: PlanQuota = {
  name: 'exports',
  limits: DAILY_EXPORT_QUOTA,
  message: (limit, pro) =>
    pro
      ? `You've exported ${limit} archives today, the daily limit. Please try again tomorrow.`
      : `You've reached the limit of ${limit} exports per day on the free plan. Upgrade to Pro for more, or try again tomorrow.`,
};

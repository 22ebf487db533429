import { dailyQuotaMessage } from '@reno/domain';
import type { PlanQuota } from '../quotas/plan-quota';

/**
 * Exports a user may start per UTC day: each runs a worker of up to 1 GiB for up to 15 minutes, so
 * start-then-cancel cannot fan them out. A start answered with the project's export already under way
 * is not counted.
 */
const DAILY_EXPORT_QUOTA = { free: 5, pro: 50 } as const;

const exported = (limit: number) =>
  `You've exported ${limit} archives today, the daily limit. Please try again tomorrow.`;

export const EXPORT_QUOTA: PlanQuota = {
  name: 'exports',
  limits: DAILY_EXPORT_QUOTA,
  message: dailyQuotaMessage('exports', exported),
};

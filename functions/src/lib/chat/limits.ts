/**
 * Chat limits. The maximum message length is the domain's (MAX_CHAT_MESSAGE_LENGTH, enforced by
 * aiMessageInputSchema). Quotas cap model spend per user and calendar day (UTC); env overrides exist.
 */

/** Messages sent to the model: the newest ones only, so a long conversation cannot grow the prompt. */
export const MAX_HISTORY_MESSAGES = 20;

/** What GET /api/ai-chat returns: the newest messages, oldest first. */
export const MAX_LISTED_MESSAGES = 100;

/** Per user and day by plan; `global`: all users' messages together per day, a ceiling on model spend. */
const DEFAULT_DAILY_QUOTA = { free: 20, pro: 200, global: 5000 } as const;

export interface DailyQuota {
  free: number;
  pro: number;
  global: number;
}

const positiveInteger = (raw: string | undefined, fallback: number) => {
  const value = raw === undefined ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export function dailyQuotaFromEnv(env: NodeJS.ProcessEnv = process.env): DailyQuota {
  return {
    free: positiveInteger(env.CHAT_DAILY_LIMIT_FREE, DEFAULT_DAILY_QUOTA.free),
    pro: positiveInteger(env.CHAT_DAILY_LIMIT_PRO, DEFAULT_DAILY_QUOTA.pro),
    global: positiveInteger(env.CHAT_DAILY_LIMIT_GLOBAL, DEFAULT_DAILY_QUOTA.global),
  };
}

/**
 * The tool loop's bounds: the model may ask for lookups in at most this many rounds (one model call
 * each), and at most this many lookups are run per round; more are answered as errors. A model that
 * still asks after the last round gets no answer stored, only an error event.
 */
export const MAX_TOOL_ROUNDS = 4;
export const MAX_TOOL_CALLS_PER_ROUND = 6;

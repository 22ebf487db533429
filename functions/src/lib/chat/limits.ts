/**
 * Chat limits. The maximum message length is the domain's (MAX_CHAT_MESSAGE_LENGTH, enforced by
 * aiMessageInputSchema). Quotas cap messages and model tokens per user and calendar day (UTC), and all
 * users' together; env overrides exist. The bounds below cap what one message sends the model.
 */

/** Messages sent to the model: the newest ones only, so a long conversation cannot grow the prompt. */
export const MAX_HISTORY_MESSAGES = 20;

/** What GET /api/ai-chat returns: the newest messages, oldest first. */
export const MAX_LISTED_MESSAGES = 100;

/** Per user and day by plan; `global`: all users' messages together per day, a ceiling on model spend. */
export const DEFAULT_DAILY_QUOTA = { free: 20, pro: 200, global: 5000 } as const;

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
 * The most one message may spend on the model, input and output tokens of all its model calls: reserved
 * against the daily budgets when the message is counted, settled to what the model reported once
 * answered. The model is not called again once another call could pass it.
 */
export const MESSAGE_TOKEN_ALLOWANCE = 50_000;

/**
 * Model tokens per user and day by plan, and of all users together (docs/product.md#daily-quotas): the
 * message quotas times 20,000, about three times what a question about the demo project with a round of
 * lookups uses. A budget below one message's allowance would refuse every message, so it is not taken.
 */
export const DEFAULT_DAILY_TOKENS = { free: 400_000, pro: 4_000_000, global: 100_000_000 } as const;

export type DailyTokenBudget = DailyQuota;

export function dailyTokenBudgetFromEnv(env: NodeJS.ProcessEnv = process.env): DailyTokenBudget {
  const budget = (raw: string | undefined, fallback: number) => {
    const value = positiveInteger(raw, fallback);
    return value >= MESSAGE_TOKEN_ALLOWANCE ? value : fallback;
  };
  return {
    free: budget(env.CHAT_DAILY_TOKENS_FREE, DEFAULT_DAILY_TOKENS.free),
    pro: budget(env.CHAT_DAILY_TOKENS_PRO, DEFAULT_DAILY_TOKENS.pro),
    global: budget(env.CHAT_DAILY_TOKENS_GLOBAL, DEFAULT_DAILY_TOKENS.global),
  };
}

/**
 * The tool loop's bounds: the model may ask for lookups in at most this many rounds (one model call
 * each), and at most this many lookups are run per round; more are answered as errors. A model that
 * still asks after the last round gets no answer stored, only an error event.
 */
export const MAX_TOOL_ROUNDS = 4;
export const MAX_TOOL_CALLS_PER_ROUND = 6;

/** Names and titles in what the model is sent are cut to this many characters (with an ellipsis)… */
export const MAX_NAME_CHARS = 80;
/** …and other text (a project's description, an expense's notes) to this many. */
export const MAX_TEXT_CHARS = 200;
/** Records of each kind the context block lists; a note tells the model how many more the tools have. */
export const MAX_LISTED_IN_CONTEXT = 20;
/**
 * Contractors, and the selected project's estimates and milestones, read for the context: at most this many
 * of each (two list pages), whatever the household holds. The block lists MAX_LISTED_IN_CONTEXT of them; the
 * offline assistant knows the contractors and estimates it may be asked about by these names.
 */
export const MAX_READ_FOR_CONTEXT = 200;
/** The whole context block, and each tool result as JSON, in characters. */
export const MAX_CONTEXT_CHARS = 12_000;
export const MAX_TOOL_RESULT_CHARS = 12_000;
/**
 * The conversation sent with a question, in UTF-8 bytes: 20 messages of 4,000 English characters fit; long
 * messages in other scripts leave the oldest out. With the bounds above, a first model call always fits
 * in MESSAGE_TOKEN_ALLOWANCE.
 */
export const MAX_HISTORY_BYTES = 90_000;

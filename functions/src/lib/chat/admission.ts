import type { AssistantReservation } from '@reno/data';
import { ASSISTANT_NEEDS_VERIFIED_EMAIL, dailyQuotaMessage } from '@reno/domain';
import { HttpError } from '../http/errors';
import { secondsUntilNextUtcDay } from '../quotas/next-utc-day';
import type { ChatDependencies } from './chat-dependencies';
import { MESSAGE_TOKEN_ALLOWANCE } from './limits';
import type { VerifiedCaller } from './token-verifier';

// Admission of a message to the assistant: who may send one now, and what it is counted against.

const GLOBAL_QUOTA_MESSAGE =
  'The assistant has answered as many messages as it can today. Please try again tomorrow.';

const quotaMessage = dailyQuotaMessage(
  'assistant messages',
  (limit) => `You've used all ${limit} assistant messages for today. Please try again tomorrow.`,
);

function tokenBudgetMessage(pro: boolean): string {
  return pro
    ? "You've used today's assistant allowance. Please try again tomorrow."
    : "You've reached the limit of today's assistant allowance on the free plan. Upgrade to Pro for more, or try again tomorrow.";
}

/**
 * Whether the caller may send a message now, before anything is stored: on a Free household the caller
 * needs a verified e-mail address (403); then the message is counted and MESSAGE_TOKEN_ALLOWANCE reserved
 * against the household's daily quotas (429; its plan is its owner's) and all users' (503). Returns the
 * reservation to settle.
 */
export async function admit(
  deps: ChatDependencies,
  caller: VerifiedCaller,
  householdId: string,
  now: Date,
): Promise<AssistantReservation> {
  const pro = await deps.users.isPro(householdId, now);
  if (!pro && !caller.emailVerified) throw new HttpError(403, ASSISTANT_NEEDS_VERIFIED_EMAIL);
  const plan = pro ? 'pro' : 'free';
  const result = await deps.usage.reserve(
    householdId,
    {
      own: { messages: deps.quota[plan], tokens: deps.tokens[plan] },
      global: { messages: deps.quota.global, tokens: deps.tokens.global },
    },
    MESSAGE_TOKEN_ALLOWANCE,
  );
  if ('reserved' in result) return result.reserved;
  const retryAfter = { 'retry-after': String(secondsUntilNextUtcDay(now)) };
  switch (result.reached) {
    case 'user-messages':
      throw new HttpError(429, quotaMessage(deps.quota[plan], pro), {
        upgradeRequired: !pro,
        headers: retryAfter,
      });
    case 'user-tokens':
      throw new HttpError(429, tokenBudgetMessage(pro), { upgradeRequired: !pro, headers: retryAfter });
    default:
      // The app-wide ceiling on model spend: nobody's fault, so 503, and the user's message is not counted.
      throw new HttpError(503, GLOBAL_QUOTA_MESSAGE, { headers: retryAfter });
  }
}

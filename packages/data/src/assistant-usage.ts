// The assistant's daily use (UTC day): messages and model tokens, each counted per user and for all users
// together. A message is counted, and the most it may spend on the model reserved, in one transaction
// conditioned on all four limits, so parallel messages cannot pass any of them; once it is answered, the
// reservation is settled to what the model reported.
import { nowOf, type DataContext } from './context';
import { expiresAt, today } from './daily-quotas';
import { dailyQuotaKey, globalQuotaKey } from './keys';
import { batchGet, updateItem } from './requests';
import { runTransaction, TransactionBuilder, type Condition } from './transaction';
import { num } from './validate';

/** The counters' names: the messages one is the chat's daily quota of before tokens were counted. */
const MESSAGES = 'chat';
const TOKENS = 'chat-tokens';

/** What may be used in a day: messages sent, and model tokens (input + output) spent answering them. */
export interface AssistantAllowance {
  messages: number;
  tokens: number;
}

/** The limit that refused a message, checked in this order. */
export type AssistantLimit = 'user-messages' | 'user-tokens' | 'global-messages' | 'global-tokens';

/** A counted message: the day it counts on (its settlement too) and the tokens set aside for it. */
export interface AssistantReservation {
  day: string;
  tokens: number;
}

class AssistantLimitReached extends Error {
  constructor(readonly limit: AssistantLimit) {
    super(`assistant limit ${limit} reached`);
  }
}

/** Room for `amount` more: used + amount ≤ limit. */
const roomFor =
  (limit: number, amount: number): Condition =>
  (p) =>
    `attribute_not_exists(${p.name('used')}) OR ${p.name('used')} <= ${p.value(limit - amount)}`;

const counters = (userId: string, day: string) => ({
  'user-messages': dailyQuotaKey(userId, MESSAGES, day),
  'user-tokens': dailyQuotaKey(userId, TOKENS, day),
  'global-messages': globalQuotaKey(MESSAGES, day),
  'global-tokens': globalQuotaKey(TOKENS, day),
});

/**
 * Counts one message of `userId` and reserves `tokens` for its answer, against the user's allowance and
 * all users' (`global`), in one transaction: either all four counters move or none does. Says which limit
 * refused it, if one did.
 */
export async function reserveAssistantMessage(
  ctx: DataContext,
  userId: string,
  allowances: { own: AssistantAllowance; global: AssistantAllowance },
  tokens: number,
): Promise<{ reserved: AssistantReservation } | { reached: AssistantLimit }> {
  const now = nowOf(ctx);
  const day = today(now);
  const keys = counters(userId, day);
  const uses: [AssistantLimit, number, number][] = [
    ['user-messages', 1, allowances.own.messages],
    ['user-tokens', tokens, allowances.own.tokens],
    ['global-messages', 1, allowances.global.messages],
    ['global-tokens', tokens, allowances.global.tokens],
  ];
  // A fresh counter passes any condition on `used`: an amount over its limit is refused here.
  const impossible = uses.find(([, amount, allowed]) => amount > allowed);
  if (impossible) return { reached: impossible[0] };
  try {
    await runTransaction(async () => {
      const transaction = new TransactionBuilder(ctx);
      for (const [limit, amount, allowed] of uses) {
        transaction.update(
          keys[limit],
          { add: [{ path: ['used'], delta: amount }], set: { expiresAt: expiresAt(now) } },
          { condition: roomFor(allowed, amount), onConditionFailed: () => new AssistantLimitReached(limit) },
        );
      }
      return { transaction, result: undefined };
    });
    return { reserved: { day, tokens } };
  } catch (error) {
    if (error instanceof AssistantLimitReached) return { reached: error.limit };
    throw error;
  }
}

/**
 * Replaces a reservation by the tokens the answer really used (ADD the difference), on the user's counter
 * and all users', on the reservation's day. Each counter is one atomic ADD: no transaction to contend for.
 */
export async function settleAssistantMessage(
  ctx: DataContext,
  userId: string,
  reservation: AssistantReservation,
  usedTokens: number,
): Promise<void> {
  const delta = usedTokens - reservation.tokens;
  if (delta === 0) return;
  const keys = counters(userId, reservation.day);
  await Promise.all(
    [keys['user-tokens'], keys['global-tokens']].map((Key) =>
      updateItem(ctx, {
        Key,
        UpdateExpression: 'ADD #used :delta',
        ExpressionAttributeNames: { '#used': 'used' },
        ExpressionAttributeValues: { ':delta': delta },
      }),
    ),
  );
}

/** What a user, and all users together, used of the assistant on `day` (default today). */
export async function getAssistantUsage(
  ctx: DataContext,
  userId: string,
  day = today(nowOf(ctx)),
): Promise<Record<AssistantLimit, number>> {
  const keys = counters(userId, day);
  const items = await batchGet(ctx, Object.values(keys));
  const used = (key: { PK: string; SK: string }) =>
    num(items.find((item) => item.PK === key.PK && item.SK === key.SK)?.used);
  return Object.fromEntries(Object.entries(keys).map(([limit, key]) => [limit, used(key)])) as Record<
    AssistantLimit,
    number
  >;
}

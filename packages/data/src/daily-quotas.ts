// Daily quotas: counters per UTC day that stop at a limit, atomically (parallel uses cannot pass it),
// and expire two days later (TTL).
import { nowOf, type DataContext } from './context';
import { userPartition } from './keys';
import { updateItem } from './requests';
import { runTransaction, TransactionBuilder, type Condition } from './transaction';
import { num } from './validate';

export interface DailyQuota {
  name: string;
  limit: number;
}

const today = (now: Date) => now.toISOString().slice(0, 10);
const expiresAt = (now: Date) => Math.floor(now.getTime() / 1000) + 2 * 86_400;
const userQuotaKey = (userId: string, name: string, day: string) => ({
  PK: userPartition(userId),
  SK: `QUOTA#${name}#${day}`,
});
/** App-wide counters (e.g. assistant messages of all users) in a partition of their own. */
const globalQuotaKey = (name: string, day: string) => ({ PK: `QUOTA#${name}`, SK: day });

/**
 * Counts one use of a per-user daily quota (e.g. upload forms) and says whether it was within `limit`.
 * One UpdateItem on USER#<sub> / QUOTA#<name>#<day>.
 */
export async function consumeDailyQuota(
  ctx: DataContext,
  userId: string,
  name: string,
  limit: number,
): Promise<{ allowed: boolean; used: number }> {
  const now = nowOf(ctx);
  return countWithin(ctx, userQuotaKey(userId, name, today(now)), limit, now);
}

/**
 * The same for a quota of something that is no user (an e-mail address, a client address) and so has
 * no partition of its own: QUOTA#<name>#<subject> / <day>.
 */
export async function consumeSubjectDailyQuota(
  ctx: DataContext,
  name: string,
  subject: string,
  limit: number,
): Promise<{ allowed: boolean; used: number }> {
  const now = nowOf(ctx);
  return countWithin(ctx, globalQuotaKey(`${name}#${subject}`, today(now)), limit, now);
}

async function countWithin(
  ctx: DataContext,
  key: { PK: string; SK: string },
  limit: number,
  now: Date,
): Promise<{ allowed: boolean; used: number }> {
  try {
    const attributes = await updateItem(ctx, {
      Key: key,
      UpdateExpression: 'ADD #used :one SET #expiresAt = :expiresAt',
      ConditionExpression: 'attribute_not_exists(#used) OR #used < :limit',
      ExpressionAttributeNames: { '#used': 'used', '#expiresAt': 'expiresAt' },
      ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expiresAt': expiresAt(now) },
      ReturnValues: 'UPDATED_NEW',
    });
    return { allowed: true, used: num(attributes?.used) };
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException')
      return { allowed: false, used: limit };
    throw error;
  }
}

class QuotaReached extends Error {
  constructor(readonly which: 'user' | 'global') {
    super(`${which} quota reached`);
  }
}

const below =
  (limit: number): Condition =>
  (p) =>
    `attribute_not_exists(${p.name('used')}) OR ${p.name('used')} < ${p.value(limit)}`;

/**
 * One use of a per-user daily quota and of an app-wide one (a ceiling on what all users together may
 * spend, e.g. model calls), in one transaction: both count or neither does. Says which one was reached.
 */
export async function consumeDailyQuotaWithin(
  ctx: DataContext,
  userId: string,
  own: DailyQuota,
  global: DailyQuota,
): Promise<{ allowed: true } | { allowed: false; reached: 'user' | 'global' }> {
  const now = nowOf(ctx);
  const day = today(now);
  const counted = { add: [{ path: ['used'], delta: 1 }], set: { expiresAt: expiresAt(now) } };
  try {
    await runTransaction(async () => ({
      transaction: new TransactionBuilder(ctx)
        .update(userQuotaKey(userId, own.name, day), counted, {
          condition: below(own.limit),
          onConditionFailed: () => new QuotaReached('user'),
        })
        .update(globalQuotaKey(global.name, day), counted, {
          condition: below(global.limit),
          onConditionFailed: () => new QuotaReached('global'),
        }),
      result: undefined,
    }));
    return { allowed: true };
  } catch (error) {
    if (error instanceof QuotaReached) return { allowed: false, reached: error.which };
    throw error;
  }
}

// Daily quotas: counters per UTC day that stop at a limit, atomically (parallel uses cannot pass it),
// and expire two days later (TTL).
import { nowOf, type DataContext } from './context';
import { dailyQuotaKey, globalQuotaKey } from './keys';
import { updateItem } from './requests';
import type { Condition, TransactionBuilder } from './transaction';
import { num } from './validate';

export interface DailyQuota {
  name: string;
  limit: number;
}

/** The UTC day a counter counts ('2025-07-01'). */
export const today = (now: Date) => now.toISOString().slice(0, 10);
export const expiresAt = (now: Date) => Math.floor(now.getTime() / 1000) + 2 * 86_400;

/**
 * Counts one use of a household's daily quota (e.g. upload forms) and says whether it was within `limit`.
 * One UpdateItem on USER#<household> / QUOTA#<name>#<day>.
 */
export async function consumeDailyQuota(
  ctx: DataContext,
  householdId: string,
  name: string,
  limit: number,
): Promise<{ allowed: boolean; used: number }> {
  const now = nowOf(ctx);
  return countWithin(ctx, dailyQuotaKey(householdId, name, today(now)), limit, now);
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

/** A per-user daily quota counted inside a transaction (`countDailyUse`) was already used up. */
export class DailyQuotaReachedError extends Error {
  constructor(readonly quota: string) {
    super(`daily quota ${quota} reached`);
  }
}

const below =
  (limit: number): Condition =>
  (p) =>
    `attribute_not_exists(${p.name('used')}) OR ${p.name('used')} < ${p.value(limit)}`;

const counted = (now: Date) => ({ add: [{ path: ['used'], delta: 1 }], set: { expiresAt: expiresAt(now) } });

/**
 * One use of a per-user daily quota as a part of a larger transaction (e.g. the start of an export): it
 * counts only if the rest is written, and past `limit` the whole transaction fails with
 * DailyQuotaReachedError.
 */
export function countDailyUse(
  transaction: TransactionBuilder,
  householdId: string,
  quota: DailyQuota,
  now: Date,
): TransactionBuilder {
  return transaction.update(dailyQuotaKey(householdId, quota.name, today(now)), counted(now), {
    condition: below(quota.limit),
    onConditionFailed: () => new DailyQuotaReachedError(quota.name),
  });
}

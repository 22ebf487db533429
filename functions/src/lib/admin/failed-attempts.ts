import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DataContext } from '@reno/data';

/**
 * Admin password guessing guard, per client address and shared by every Lambda container (one small
 * item in the table, expired by TTL): after MAX_FAILURES wrong passwords within WINDOW_MS the address
 * is refused for LOCK_MS, even with the right password.
 */
export const ADMIN_GUARD = { maxFailures: 5, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 } as const;

const guardKey = (address: string) => ({ PK: `ADMIN_GUARD#${address}`, SK: 'GUARD' });
const expiresAt = (untilMs: number) => Math.ceil(untilMs / 1000) + 60;

/** Milliseconds the address must still wait, or 0. */
export async function lockRemainingMs(ctx: DataContext, address: string, now: number): Promise<number> {
  const { Item } = await ctx.doc.send(
    new GetCommand({ TableName: ctx.tableName, Key: guardKey(address), ConsistentRead: true }),
  );
  const lockedUntil = Number(Item?.lockedUntil ?? 0);
  return lockedUntil > now ? lockedUntil - now : 0;
}

/**
 * Counts one wrong password with an atomic ADD, so parallel wrong guesses each count. Returns true for
 * the one failure that started a lock-out (the caller reports it for the alarm).
 */
export async function recordFailure(ctx: DataContext, address: string, now: number): Promise<boolean> {
  for (;;) {
    const failures = (await addToOpenWindow(ctx, address, now)) ?? (await openWindow(ctx, address, now));
    if (failures === 'raced') continue;
    return failures >= ADMIN_GUARD.maxFailures && (await startLock(ctx, address, now));
  }
}

export async function clearFailures(ctx: DataContext, address: string): Promise<void> {
  await ctx.doc.send(new DeleteCommand({ TableName: ctx.tableName, Key: guardKey(address) }));
}

/** ADD 1 while the window that the first failure opened is still running; null when there is none. */
async function addToOpenWindow(ctx: DataContext, address: string, now: number): Promise<number | null> {
  try {
    const { Attributes } = await ctx.doc.send(
      new UpdateCommand({
        TableName: ctx.tableName,
        Key: guardKey(address),
        UpdateExpression: 'ADD failures :one',
        ConditionExpression: 'windowStartedAt > :windowFloor',
        ExpressionAttributeValues: { ':one': 1, ':windowFloor': now - ADMIN_GUARD.windowMs },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Number(Attributes?.failures ?? 0);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

/** The first failure of a window; 'raced' when a parallel failure opened it first (then ADD again). */
async function openWindow(ctx: DataContext, address: string, now: number): Promise<1 | 'raced'> {
  try {
    await ctx.doc.send(
      new PutCommand({
        TableName: ctx.tableName,
        Item: {
          ...guardKey(address),
          entity: 'adminGuard',
          failures: 1,
          windowStartedAt: now,
          lockedUntil: 0,
          expiresAt: expiresAt(now + ADMIN_GUARD.windowMs),
        },
        ConditionExpression: 'attribute_not_exists(PK) OR windowStartedAt <= :windowFloor',
        ExpressionAttributeValues: { ':windowFloor': now - ADMIN_GUARD.windowMs },
      }),
    );
    return 1;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return 'raced';
    throw error;
  }
}

/** Sets the lock once per window: true only for the call that set it. */
async function startLock(ctx: DataContext, address: string, now: number): Promise<boolean> {
  const lockedUntil = now + ADMIN_GUARD.lockMs;
  try {
    await ctx.doc.send(
      new UpdateCommand({
        TableName: ctx.tableName,
        Key: guardKey(address),
        UpdateExpression: 'SET lockedUntil = :lockedUntil, expiresAt = :expiresAt',
        ConditionExpression: 'lockedUntil = :unlocked',
        ExpressionAttributeValues: {
          ':lockedUntil': lockedUntil,
          ':expiresAt': expiresAt(lockedUntil),
          ':unlocked': 0,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DataContext } from '@reno/data';

/**
 * Admin password guessing guard, per client address and shared by every Lambda container (one small
 * item in the table, expired by TTL): after MAX_FAILURES wrong passwords within WINDOW_MS the address
 * is refused for LOCK_MS, even with the right password.
 */
export const ADMIN_GUARD = { maxFailures: 5, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 } as const;

interface GuardState {
  failures: number;
  windowStartedAt: number;
  lockedUntil: number;
}

const guardKey = (address: string) => ({ PK: `ADMIN_GUARD#${address}`, SK: 'GUARD' });

async function readState(ctx: DataContext, address: string): Promise<GuardState | null> {
  const { Item } = await ctx.doc.send(
    new GetCommand({ TableName: ctx.tableName, Key: guardKey(address), ConsistentRead: true }),
  );
  if (!Item) return null;
  return {
    failures: Number(Item.failures ?? 0),
    windowStartedAt: Number(Item.windowStartedAt ?? 0),
    lockedUntil: Number(Item.lockedUntil ?? 0),
  };
}

/** Milliseconds the address must still wait, or 0. */
export async function lockRemainingMs(ctx: DataContext, address: string, now: number): Promise<number> {
  const state = await readState(ctx, address);
  return state && state.lockedUntil > now ? state.lockedUntil - now : 0;
}

/** Counts one wrong password; the attempt that reaches the limit starts the lock. */
export async function recordFailure(ctx: DataContext, address: string, now: number): Promise<void> {
  const state = await readState(ctx, address);
  const fresh = !state || now - state.windowStartedAt > ADMIN_GUARD.windowMs;
  const failures = fresh ? 1 : state.failures + 1;
  const windowStartedAt = fresh ? now : state.windowStartedAt;
  const lockedUntil = failures >= ADMIN_GUARD.maxFailures ? now + ADMIN_GUARD.lockMs : 0;
  const keepUntil = Math.max(windowStartedAt + ADMIN_GUARD.windowMs, lockedUntil);
  await ctx.doc.send(
    new PutCommand({
      TableName: ctx.tableName,
      Item: {
        ...guardKey(address),
        entity: 'adminGuard',
        failures,
        windowStartedAt,
        lockedUntil,
        expiresAt: Math.ceil(keepUntil / 1000) + 60,
      },
    }),
  );
}

export async function clearFailures(ctx: DataContext, address: string): Promise<void> {
  await ctx.doc.send(new DeleteCommand({ TableName: ctx.tableName, Key: guardKey(address) }));
}

// Test helpers: a context on the run's DynamoDB Local, fresh users, raw partition reads and a wrapper
// that injects a failure into the Nth transaction.
import { randomUUID } from 'node:crypto';
import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { everyItemIn } from '../src/access-patterns';
import { createDataContext, type CapacityReport, type DataContext } from '../src/context';
import { getOrCreateUser } from '../src/users';
import { updateSubscription } from '../src/billing';
import { createProject } from '../src/projects';
import type { Author } from '../src/edits';

/** Two members writing in one household, as the edit fields name them. */
export const dana: Author = { id: 'dana-sub', name: 'Dana' };
export const sam: Author = { id: 'sam-sub', name: 'Sam' };

export function testContext(
  options: { now?: () => Date; onConsumedCapacity?: (r: CapacityReport) => void } = {},
) {
  return createDataContext({
    endpoint: inject('dynamoEndpoint'),
    tableName: inject('dynamoTableName'),
    ...options,
  });
}

/** The plainest expense a test needs in a project: $1 of tools, paid cash. */
export const plainExpense = (projectId: number) => ({
  projectId,
  description: 'x',
  amountCents: 100,
  category: 'tools',
  paymentMethod: 'cash',
  date: '2025-01-01',
});

export function newUserId(): string {
  return randomUUID();
}

export async function newUser(ctx: DataContext, plan: 'free' | 'pro' = 'free'): Promise<string> {
  const userId = newUserId();
  await getOrCreateUser(ctx, {
    sub: userId,
    email: `${userId}@example.test`,
    firstName: 'Test',
    lastName: 'User',
  });
  if (plan === 'pro') await updateSubscription(ctx, userId, { status: 'active' });
  return userId;
}

/** A new user (on `plan`) with one project: where most tests start. */
export async function newUserWithProject(
  ctx: DataContext,
  {
    plan = 'free',
    name = 'Kitchen',
    budgetCents = 1_000_000,
  }: { plan?: 'free' | 'pro'; name?: string; budgetCents?: number } = {},
): Promise<{ userId: string; projectId: number }> {
  const userId = await newUser(ctx, plan);
  const project = await createProject(ctx, userId, { name, budgetCents });
  return { userId, projectId: project.id };
}

/** Every item of the user's partition, straight from the table. */
export async function partitionItems(ctx: DataContext, userId: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const output = await ctx.doc.send(
      new QueryCommand({
        TableName: ctx.tableName,
        ...everyItemIn(userId),
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(output.Items ?? []));
    startKey = output.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * Rewrites the user's items into the shape older code stored: removes from each item the attributes
 * that `added(item)` names (what later code added), straight in the table.
 */
export async function storeAsOlderCode(
  ctx: DataContext,
  userId: string,
  added: (item: Record<string, unknown>) => readonly string[],
): Promise<void> {
  for (const item of await partitionItems(ctx, userId)) {
    const attributes = added(item);
    if (attributes.length === 0) continue;
    await ctx.doc.send(
      new UpdateCommand({
        TableName: ctx.tableName,
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: `REMOVE ${attributes.map((_, index) => `#a${index}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(attributes.map((name, index) => [`#a${index}`, name])),
      }),
    );
  }
}

export class InjectedFailure extends Error {}

/**
 * A context whose Nth TransactWriteItems (1-based) goes through `around`, which decides whether and when
 * to `commit` it; every other request goes straight to DynamoDB.
 */
export function aroundTransaction(
  ctx: DataContext,
  n: number,
  around: (commit: () => Promise<unknown>) => Promise<unknown>,
): DataContext & { transactions: () => number } {
  let count = 0;
  const send = ctx.doc.send.bind(ctx.doc) as (command: unknown) => Promise<unknown>;
  const doc = Object.create(ctx.doc) as DataContext['doc'];
  doc.send = (async (command: unknown) => {
    if (command instanceof TransactWriteCommand && ++count === n) return around(() => send(command));
    return send(command);
  }) as DataContext['doc']['send'];
  return { ...ctx, doc, transactions: () => count };
}

/**
 * A context whose Nth TransactWriteItems (1-based) fails: 'before' it reaches DynamoDB (a crash
 * before the commit) or 'after' DynamoDB committed it (the response is lost).
 */
export function failingOnTransaction(
  ctx: DataContext,
  n: number,
  when: 'before' | 'after' = 'before',
): DataContext & { transactions: () => number } {
  return aroundTransaction(ctx, n, async (commit) => {
    if (when === 'after') await commit();
    throw new InjectedFailure(`injected failure ${when} transaction ${n}`);
  });
}

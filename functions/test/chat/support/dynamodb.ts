import { randomUUID } from 'node:crypto';
import { createDataContext, getOrCreateUser, updateSubscription, type DataContext } from '@reno/data';
import { inject } from 'vitest';

export interface TestTable {
  endpoint: string;
  tableName: string;
  context(now?: () => Date): DataContext;
}

/** The run's DynamoDB Local (started once by the functions globalSetup, test/support/global-setup.ts). */
export function testTable(): TestTable {
  const endpoint = inject('dynamodbEndpoint');
  const tableName = inject('tableName');
  return {
    endpoint,
    tableName,
    context: (now) => createDataContext({ endpoint, tableName, ...(now ? { now } : {}) }),
  };
}

/** A fresh user (random sub) with a profile, on the Free plan or Pro. */
export async function newUser(ctx: DataContext, plan: 'free' | 'pro' = 'free'): Promise<string> {
  const sub = randomUUID();
  await getOrCreateUser(ctx, { sub, email: `${sub}@example.test`, firstName: 'Test', lastName: 'User' });
  if (plan === 'pro') await updateSubscription(ctx, sub, { status: 'active' });
  return sub;
}

/** Every Query `ctx` sends from now on, its input as JSON (key condition values and Limit): to see how a reader pages. */
export function recordQueries(ctx: DataContext): string[] {
  const queries: string[] = [];
  ctx.doc.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'QueryCommand') queries.push(JSON.stringify(args.input));
      return next(args);
    },
    { step: 'initialize', name: 'recordQueries' },
  );
  return queries;
}

/** The queries of `queries` on one sort key prefix ('ESTIMATE#'), with the Limit each asked for. */
export const queriesOn = (queries: readonly string[], prefix: string) =>
  queries
    .filter((query) => query.includes(`"${prefix}"`))
    .map((query) => ({ limit: (JSON.parse(query) as { Limit?: number }).Limit ?? null }));

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

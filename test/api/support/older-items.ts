import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createDataContext } from '@reno/data';
import { everyItemIn } from '@reno/data/access-patterns';
import { inject } from 'vitest';
import type { TestUser } from './api-client';

const { endpoint, tableName } = inject('dynamo');
const table = createDataContext({ endpoint, tableName });

/**
 * Rewrites `user`'s items into the shape older code stored: removes from each item the attributes
 * `added(item)` names (what a later change added to items of its kind).
 */
export async function storeAsOlderCode(
  user: TestUser,
  added: (item: Record<string, unknown>) => readonly string[],
): Promise<void> {
  const { Items = [] } = await table.doc.send(
    new QueryCommand({
      TableName: tableName,
      ...everyItemIn(user.sub),
      ConsistentRead: true,
    }),
  );
  for (const item of Items) {
    const present = added(item).filter((name) => name in item);
    if (present.length === 0) continue;
    await table.doc.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: `REMOVE ${present.map((_, index) => `#a${index}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(present.map((name, index) => [`#a${index}`, name])),
      }),
    );
  }
}

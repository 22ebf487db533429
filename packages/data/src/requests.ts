// Thin wrappers over the document client: every request goes through `send`, which asks for and
// reports consumed capacity when the context wants it (benchmarks count requests and units here).
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type GetCommandInput,
  type PutCommandInput,
  type QueryCommandInput,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { DataContext } from './context';
import type { ItemKey } from './keys';

export type Item = Record<string, unknown>;

const READS = new Set(['GetItem', 'Query', 'BatchGetItem']);

function report(
  ctx: DataContext,
  operation: string,
  consumed: ConsumedCapacity | ConsumedCapacity[] | undefined,
) {
  if (!ctx.onConsumedCapacity) return;
  const entries = consumed === undefined ? [] : Array.isArray(consumed) ? consumed : [consumed];
  // With TOTAL, DynamoDB (and DynamoDB Local) may give only CapacityUnits: its kind follows the operation.
  const read = READS.has(operation);
  const units = (entry: ConsumedCapacity, own: number | undefined, isKind: boolean) =>
    own ?? (isKind ? (entry.CapacityUnits ?? 0) : 0);
  ctx.onConsumedCapacity({
    operation,
    consumed: entries,
    readCapacityUnits: entries.reduce((sum, entry) => sum + units(entry, entry.ReadCapacityUnits, read), 0),
    writeCapacityUnits: entries.reduce(
      (sum, entry) => sum + units(entry, entry.WriteCapacityUnits, !read),
      0,
    ),
  });
}

function capacity(ctx: DataContext) {
  return ctx.onConsumedCapacity ? { ReturnConsumedCapacity: 'TOTAL' as const } : {};
}

export async function getItem(
  ctx: DataContext,
  key: ItemKey,
  options: Omit<GetCommandInput, 'TableName' | 'Key'> = {},
): Promise<Item | undefined> {
  const output = await ctx.doc.send(
    new GetCommand({
      TableName: ctx.tableName,
      Key: key,
      ConsistentRead: true,
      ...options,
      ...capacity(ctx),
    }),
  );
  report(ctx, 'GetItem', output.ConsumedCapacity);
  return output.Item;
}

export async function putItem(ctx: DataContext, input: Omit<PutCommandInput, 'TableName'>): Promise<void> {
  const output = await ctx.doc.send(new PutCommand({ TableName: ctx.tableName, ...input, ...capacity(ctx) }));
  report(ctx, 'PutItem', output.ConsumedCapacity);
}

export async function updateItem(
  ctx: DataContext,
  input: Omit<UpdateCommandInput, 'TableName'>,
): Promise<Item | undefined> {
  const output = await ctx.doc.send(
    new UpdateCommand({ TableName: ctx.tableName, ...input, ...capacity(ctx) }),
  );
  report(ctx, 'UpdateItem', output.ConsumedCapacity);
  return output.Attributes;
}

export async function deleteItem(
  ctx: DataContext,
  input: Omit<DeleteCommandInput, 'TableName'>,
): Promise<Item | undefined> {
  const output = await ctx.doc.send(
    new DeleteCommand({ TableName: ctx.tableName, ...input, ...capacity(ctx) }),
  );
  report(ctx, 'DeleteItem', output.ConsumedCapacity);
  return output.Attributes;
}

export interface QueryPage {
  items: Item[];
  lastKey: Record<string, unknown> | undefined;
}

export async function queryPage(
  ctx: DataContext,
  input: Omit<QueryCommandInput, 'TableName'>,
): Promise<QueryPage> {
  const output = await ctx.doc.send(
    new QueryCommand({ TableName: ctx.tableName, ...input, ...capacity(ctx) }),
  );
  report(ctx, 'Query', output.ConsumedCapacity);
  return { items: output.Items ?? [], lastKey: output.LastEvaluatedKey };
}

/** Follows LastEvaluatedKey until the result is complete (or `max` items are collected). */
export async function queryAll(
  ctx: DataContext,
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
  max = Number.POSITIVE_INFINITY,
): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await queryPage(ctx, { ...input, ...(startKey ? { ExclusiveStartKey: startKey } : {}) });
    items.push(...page.items);
    startKey = page.lastKey;
  } while (startKey && items.length < max);
  return items.length > max ? items.slice(0, max) : items;
}

/** Strongly consistent BatchGetItem in chunks of 100, retrying unprocessed keys. */
export async function batchGet(ctx: DataContext, keys: ItemKey[]): Promise<Item[]> {
  const items: Item[] = [];
  for (let start = 0; start < keys.length; start += 100) {
    let pending: Record<string, unknown>[] = keys.slice(start, start + 100).map((key) => ({ ...key }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await sleep(Math.min(1000, 20 * 2 ** attempt));
      const output = await ctx.doc.send(
        new BatchGetCommand({
          RequestItems: { [ctx.tableName]: { Keys: pending, ConsistentRead: true } },
          ...capacity(ctx),
        }),
      );
      report(ctx, 'BatchGetItem', output.ConsumedCapacity);
      items.push(...(output.Responses?.[ctx.tableName] ?? []));
      pending = output.UnprocessedKeys?.[ctx.tableName]?.Keys ?? [];
    }
  }
  return items;
}

export async function transactWrite(
  ctx: DataContext,
  items: NonNullable<TransactWriteCommandInput['TransactItems']>,
): Promise<void> {
  const output = await ctx.doc.send(new TransactWriteCommand({ TransactItems: items, ...capacity(ctx) }));
  report(ctx, 'TransactWriteItems', output.ConsumedCapacity);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

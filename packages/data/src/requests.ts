// Thin wrappers over the document client: every request asks for its consumed capacity when the context
// wants it and goes through `reported`, which reports it (benchmarks count requests and units here).
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

/** A request's input on the context's table, asking for its consumed capacity when the context counts it. */
function onTable<I>(ctx: DataContext, input: I) {
  return { TableName: ctx.tableName, ...input, ...capacity(ctx) };
}

/** The answer to one request, once what it consumed is reported. */
async function reported<O extends { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }>(
  ctx: DataContext,
  operation: string,
  request: Promise<O>,
): Promise<O> {
  const output = await request;
  report(ctx, operation, output.ConsumedCapacity);
  return output;
}

export async function getItem(
  ctx: DataContext,
  key: ItemKey,
  options: Omit<GetCommandInput, 'TableName' | 'Key'> = {},
): Promise<Item | undefined> {
  const request = new GetCommand(onTable(ctx, { Key: key, ConsistentRead: true, ...options }));
  return (await reported(ctx, 'GetItem', ctx.doc.send(request))).Item;
}

export async function putItem(ctx: DataContext, input: Omit<PutCommandInput, 'TableName'>): Promise<void> {
  await reported(ctx, 'PutItem', ctx.doc.send(new PutCommand(onTable(ctx, input))));
}

export async function updateItem(
  ctx: DataContext,
  input: Omit<UpdateCommandInput, 'TableName'>,
): Promise<Item | undefined> {
  return (await reported(ctx, 'UpdateItem', ctx.doc.send(new UpdateCommand(onTable(ctx, input))))).Attributes;
}

export async function deleteItem(
  ctx: DataContext,
  input: Omit<DeleteCommandInput, 'TableName'>,
): Promise<Item | undefined> {
  return (await reported(ctx, 'DeleteItem', ctx.doc.send(new DeleteCommand(onTable(ctx, input))))).Attributes;
}

export interface QueryPage {
  items: Item[];
  lastKey: Record<string, unknown> | undefined;
}

export async function queryPage(
  ctx: DataContext,
  input: Omit<QueryCommandInput, 'TableName'>,
): Promise<QueryPage> {
  const output = await reported(ctx, 'Query', ctx.doc.send(new QueryCommand(onTable(ctx, input))));
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
      const request = new BatchGetCommand({
        RequestItems: { [ctx.tableName]: { Keys: pending, ConsistentRead: true } },
        ...capacity(ctx),
      });
      const output = await reported(ctx, 'BatchGetItem', ctx.doc.send(request));
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
  const request = new TransactWriteCommand({ TransactItems: items, ...capacity(ctx) });
  await reported(ctx, 'TransactWriteItems', ctx.doc.send(request));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

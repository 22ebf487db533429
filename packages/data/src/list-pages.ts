// One page of any list: at most `limit` items of one key query (and never more than the 1 MB a Query reads),
// and a cursor where the next page starts. The cursor is the last item's key without the partition the query
// names, as opaque base64url; one that does not fit the query is refused (InvalidInputError on 'cursor').
import type { DataContext } from './context';
import type { KeyQuery } from './access-patterns';
import { InvalidInputError } from './errors';
import { queryPage, type Item } from './requests';
import { indexes, tableDefinition } from './table';

export interface ListPageOptions {
  /** 1 to 100 rows; the route's schema checks it. */
  limit: number;
  /** An earlier page's nextCursor; null for the first page. */
  cursor?: string | null;
}

export interface ListItemsPage {
  items: Item[];
  /** Null on the last page. */
  nextCursor: string | null;
}

/** Longer key values than any this table writes are not a cursor of ours. */
const MAX_KEY_VALUE_LENGTH = 200;
const invalidCursor = () => new InvalidInputError('cursor', 'Invalid cursor');

/** The query's key attributes: its partition (fixed by the query) and the others a start key holds. */
function keyShape(query: KeyQuery): { partition: string; sortKey: string; others: string[] } {
  const index = Object.values(indexes).find((candidate) => candidate.indexName === query.IndexName);
  const table = [tableDefinition.partitionKey, tableDefinition.sortKey];
  if (!index)
    return { partition: table[0] as string, sortKey: table[1] as string, others: [table[1] as string] };
  return {
    partition: index.partitionKey,
    sortKey: index.sortKey,
    others: [index.sortKey, ...table],
  };
}

function encodeCursor(key: Record<string, unknown>, query: KeyQuery): string {
  const { others } = keyShape(query);
  return Buffer.from(JSON.stringify(others.map((name) => key[name]))).toString('base64url');
}

/** The key values a cursor holds; anything else is not a cursor of ours. */
function parsedValues(text: string): string[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const isKeyValue = (value: unknown): value is string =>
    typeof value === 'string' && value.length > 0 && value.length <= MAX_KEY_VALUE_LENGTH;
  if (!Array.isArray(values) || !values.every(isKeyValue)) throw invalidCursor();
  return values;
}

function decodeCursor(text: string, query: KeyQuery): Record<string, string> {
  const { partition, sortKey, others } = keyShape(query);
  const values = parsedValues(text);
  if (values.length !== others.length) throw invalidCursor();
  const key: Record<string, string> = { [partition]: String(query.ExpressionAttributeValues?.[':pk']) };
  others.forEach((name, position) => (key[name] = values[position] as string));
  const prefix = query.ExpressionAttributeValues?.[':prefix'];
  if (typeof prefix === 'string' && !key[sortKey]?.startsWith(prefix)) throw invalidCursor();
  return key;
}

/**
 * One Query of `limit + 1` items from the cursor: the extra one only tells whether a next page exists, so the
 * last page says so (nextCursor null) instead of answering an empty page after it.
 */
export async function readListPage(
  ctx: DataContext,
  query: KeyQuery,
  options: ListPageOptions,
): Promise<ListItemsPage> {
  const page = await queryPage(ctx, {
    ...query,
    Limit: options.limit + 1,
    ...(options.cursor ? { ExclusiveStartKey: decodeCursor(options.cursor, query) } : {}),
  });
  if (page.items.length > options.limit) {
    const items = page.items.slice(0, options.limit);
    return { items, nextCursor: encodeCursor(items[items.length - 1] as Item, query) };
  }
  // Fewer items with a LastEvaluatedKey: the Query stopped at 1 MB.
  return { items: page.items, nextCursor: page.lastKey ? encodeCursor(page.lastKey, query) : null };
}

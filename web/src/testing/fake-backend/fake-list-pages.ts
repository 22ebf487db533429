// The paged lists as the API pages them (docs/product.md#api-list-pages): `limit` and `cursor` checked by the
// domain's schema, rows in the API's key order, and a cursor (opaque to the client) after the page's last row.
import { listPageQuerySchema, nextCursorHeaders } from '@reno/domain';
import { invalidInput, json, validationFailed } from './fake-route';

const encodeCursor = (position: number) => btoa(JSON.stringify([position])).replace(/=+$/, '');

function decodeCursor(text: string): number | null {
  try {
    const value: unknown = JSON.parse(atob(text.replaceAll('-', '+').replaceAll('_', '/')));
    return Array.isArray(value) && value.length === 1 && Number.isSafeInteger(value[0]) ? value[0] : null;
  } catch {
    return null;
  }
}

interface ListPageOptions<Row> {
  /** A row's place in the API's order (its id, or the id reversed for newest first): the cursor holds it. */
  positionOf: (row: Row) => number;
  /** The order within one page, when the API gives one (milestones: timeline order). */
  orderPage?: (a: Row, b: Row) => number;
}

/** One page from `cursor` (null: the first), or 'bad cursor' for one the API would refuse. */
export function fakePage<Row>(
  rows: readonly Row[],
  { limit, cursor }: { limit: number; cursor: string | null },
  { positionOf, orderPage }: ListPageOptions<Row>,
): { rows: Row[]; nextCursor: string | null } | 'bad cursor' {
  const after = cursor === null ? null : decodeCursor(cursor);
  if (cursor !== null && after === null) return 'bad cursor';
  const ordered = [...rows].sort((a, b) => positionOf(a) - positionOf(b));
  const rest = after === null ? ordered : ordered.filter((row) => positionOf(row) > after);
  const page = rest.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: orderPage ? page.sort(orderPage) : page,
    nextCursor: rest.length > limit && last !== undefined ? encodeCursor(positionOf(last)) : null,
  };
}

export const badCursor = () => validationFailed([{ path: ['cursor'], message: 'Invalid cursor' }]);

/**
 * The page `search` asks for as the API answers it: the rows as the body, the X-Next-Cursor header unless it
 * is the last page; or the API's 400.
 */
export function fakeListPage<Row>(
  rows: readonly Row[],
  search: URLSearchParams,
  options: ListPageOptions<Row>,
): Response {
  const parsed = listPageQuerySchema.safeParse(Object.fromEntries(search));
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const page = fakePage(rows, parsed.data, options);
  if (page === 'bad cursor') return badCursor();
  return json(200, page.rows, nextCursorHeaders(page.nextCursor));
}

export const byId = <Row extends { id: number }>(row: Row) => row.id;

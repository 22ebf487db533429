import { NEXT_CURSOR_HEADER } from '@reno/domain';
import { api, withQuery } from './api-client';

/** A list route's own query parameters (a filter, the page size). */
export type ListQuery = Record<string, string | number | null | undefined>;

/** One page's rows and where the next page starts (null: it was the last). */
export interface RowsPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

/**
 * Every row of a list read page after page by cursor (docs/product.md#api-list-pages): each answer stays
 * bounded while a screen that needs the whole list (a select that must find every contractor) still gets it.
 * `readPage` asks for the page from `cursor` (null: the first).
 */
export async function readEveryPage<Row>(
  readPage: (cursor: string | null) => Promise<RowsPage<Row>>,
): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const page: RowsPage<Row> = await readPage(cursor);
    rows.push(...page.rows);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

/** The query of the page from `cursor`: the list's own parameters, and the cursor when there is one. */
export const pageQuery = (query: ListQuery, cursor: string | null): ListQuery =>
  cursor ? { ...query, cursor } : query;

/**
 * Every row of a paged list route (contractors, estimates, milestones): each answer's body is the page's rows,
 * its X-Next-Cursor header where the next page starts (absent on the last).
 */
export function readAllPages<Row>(path: string, query: ListQuery): Promise<Row[]> {
  return readEveryPage((cursor) => readPage<Row>(path, query, cursor));
}

/** One page of a paged list route from `cursor` (null: the first): its rows and X-Next-Cursor. */
export async function readPage<Row>(
  path: string,
  query: ListQuery,
  cursor: string | null,
): Promise<RowsPage<Row>> {
  const { body, headers } = await api.getAnswer<Row[]>(withQuery(path, pageQuery(query, cursor)));
  return { rows: body, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

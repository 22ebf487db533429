import type { ListPage } from '@reno/domain';
import { api, withQuery } from './api-client';

type Query = Record<string, string | number | null | undefined>;

/**
 * Every row of a paged list (docs/product.md#api-list-pages), page after page by cursor: each answer stays
 * bounded while a screen that needs the whole list (a select that must find every contractor) still gets it.
 * `query` names the page size the route reads (`limit`, or the expense list's `pageSize`).
 */
export async function readAllPages<Name extends string, Row>(
  path: string,
  name: Name,
  query: Query,
): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const page: ListPage<Name, Row> = await api.get<ListPage<Name, Row>>(
      withQuery(path, { ...query, ...(cursor ? { cursor } : {}) }),
    );
    rows.push(...page[name]);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

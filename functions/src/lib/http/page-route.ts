// The shape every list route's GET shares: one page of the household's records, presented.
import type { DataContext } from '@reno/data';
import type { ListPageQuery } from '@reno/domain';
import { data } from '../data-context';
import { getActor } from './actor';
import { listPageQuery } from './list-page-query';
import { okPage } from './response';
import type { ApiEvent, RouteHandler } from './router';

/** A page of a list as the data layer reads it. */
interface Page<R> {
  records: R[];
  nextCursor: string | null;
}

/**
 * GET of one page of a list under a parent (a project's milestones, a room's items): the parent from the
 * query (`parentOf`: its 400 and 404 come before those of `?limit=` and `?cursor=`), then `readPage` from the
 * cursor, each record presented.
 */
export function pageRoute<P, R>(
  parentOf: (event: ApiEvent, householdId: string) => Promise<P>,
  readPage: (ctx: DataContext, householdId: string, parent: P, options: ListPageQuery) => Promise<Page<R>>,
  present: (record: R) => unknown,
): RouteHandler {
  return async (event) => {
    const { householdId } = getActor(event);
    const parent = await parentOf(event, householdId);
    const page = await readPage(data, householdId, parent, await listPageQuery(event));
    return okPage(page.records.map(present), page.nextCursor);
  };
}

/** GET of one page of a list of the whole household's (its contractors): `pageRoute` without a parent. */
export const householdPageRoute = <R>(
  readPage: (ctx: DataContext, householdId: string, options: ListPageQuery) => Promise<Page<R>>,
  present: (record: R) => unknown,
): RouteHandler =>
  pageRoute(
    async () => null,
    (ctx, householdId, _household, options) => readPage(ctx, householdId, options),
    present,
  );

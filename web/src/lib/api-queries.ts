import { MAX_LIST_LIMIT } from '@reno/domain';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api, type RequestOptions } from './api-client';
import { readAllPages, type ListQuery } from './read-all-pages';

// The two shapes of a resource's query options: one GET's answer, and a paged list read whole. Each
// entity's query factory names its keys and builds its options with these.

/** The query of a GET route's answer, kept under `queryKey` (docs/product.md#client-data-loading). */
export const answerQuery = <T>(queryKey: QueryKey, path: string, request?: RequestOptions) =>
  queryOptions({ queryKey, queryFn: () => api.get<T>(path, request) });

/** The query of every row of a paged list route (`filter` its own parameters), read on through its pages. */
export const everyPageQuery = <Row>(queryKey: QueryKey, path: string, filter: ListQuery = {}) =>
  queryOptions({ queryKey, queryFn: () => readAllPages<Row>(path, { ...filter, limit: MAX_LIST_LIMIT }) });

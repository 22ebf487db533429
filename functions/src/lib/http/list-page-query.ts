import type { ListPageQuery } from '@reno/domain';
import type { ApiEvent } from './router';
import { parseRequest } from './validation';

/** A paged list's `limit` and `cursor` (docs/product.md#validation-list-page); bad ones are a 400. */
export function listPageQuery(event: ApiEvent): Promise<ListPageQuery> {
  return parseRequest('listPageQuerySchema', event.queryStringParameters ?? {});
}

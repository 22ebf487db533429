import { MAX_LIST_LIMIT, type HomeItem } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { readAllPages } from '../../../lib/read-all-pages';

export const homeItemKeys = {
  all: ['/api/items'] as const,
  ofRoom: (roomId: number) => ['/api/items', roomId] as const,
};

export const homeItemQueries = {
  /** Every item of one room, read on through its pages (docs/product.md#api-home-items). */
  ofRoom: (roomId: number) =>
    queryOptions({
      queryKey: homeItemKeys.ofRoom(roomId),
      queryFn: () => readAllPages<HomeItem>('/api/items', { roomId, limit: MAX_LIST_LIMIT }),
    }),
};

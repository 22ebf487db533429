import { MAX_LIST_LIMIT, type HomeItem, type WarrantyEnding } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readAllPages } from '../../../lib/read-all-pages';

export const homeItemKeys = {
  all: ['/api/items'] as const,
  ofRoom: (roomId: number) => ['/api/items', roomId] as const,
  /** Under `all`: an item's change refreshes the dashboard's warranties too. */
  warrantiesEnding: ['/api/items', 'warranties'] as const,
};

export const homeItemQueries = {
  /** Every item of one room, read on through its pages (docs/product.md#api-home-items). */
  ofRoom: (roomId: number) =>
    queryOptions({
      queryKey: homeItemKeys.ofRoom(roomId),
      queryFn: () => readAllPages<HomeItem>('/api/items', { roomId, limit: MAX_LIST_LIMIT }),
    }),
  /** The household's warranties ending from today to 60 days on, soonest first (the dashboard). */
  warrantiesEnding: () =>
    queryOptions({
      queryKey: homeItemKeys.warrantiesEnding,
      queryFn: () => api.get<WarrantyEnding[]>('/api/warranties'),
    }),
};

import type { HomeItem, WarrantyEnding } from '@reno/domain';
import { answerQuery, everyPageQuery } from '../../../lib/api-queries';

export const homeItemKeys = {
  all: ['/api/items'] as const,
  ofRoom: (roomId: number) => ['/api/items', roomId] as const,
  /** Under `all`: an item's change refreshes the dashboard's warranties too. */
  warrantiesEnding: ['/api/items', 'warranties'] as const,
};

export const homeItemQueries = {
  /** Every item of one room, read on through its pages (docs/product.md#api-home-items). */
  ofRoom: (roomId: number) => everyPageQuery<HomeItem>(homeItemKeys.ofRoom(roomId), '/api/items', { roomId }),
  /** The household's warranties ending from today to 60 days on, soonest first (the dashboard). */
  warrantiesEnding: () => answerQuery<WarrantyEnding[]>(homeItemKeys.warrantiesEnding, '/api/warranties'),
};

import type { Room } from '@reno/domain';
import { answerQuery } from '../../../lib/api-queries';

export const roomKeys = {
  all: ['/api/rooms'] as const,
  ofHome: (homeId: number) => ['/api/rooms', homeId] as const,
};

export const roomQueries = {
  /** One home's rooms by id (docs/product.md#api-rooms). */
  ofHome: (homeId: number) => answerQuery<Room[]>(roomKeys.ofHome(homeId), `/api/rooms?homeId=${homeId}`),
};

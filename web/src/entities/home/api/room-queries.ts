import type { Room } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const roomKeys = {
  all: ['/api/rooms'] as const,
  ofHome: (homeId: number) => ['/api/rooms', homeId] as const,
};

export const roomQueries = {
  /** One home's rooms by id (docs/product.md#api-rooms). */
  ofHome: (homeId: number) =>
    queryOptions({
      queryKey: roomKeys.ofHome(homeId),
      queryFn: () => api.get<Room[]>(`/api/rooms?homeId=${homeId}`),
    }),
};

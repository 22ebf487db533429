import type { Photo } from '@reno/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { readPage } from '../../../lib/read-all-pages';

/** Photos a page of a room's timeline shows before 'Show more photos' (docs/product.md#homes-screen). */
const PHOTO_PAGE_SIZE = 24;

export const photoKeys = {
  all: ['/api/photos'] as const,
  ofRoom: (roomId: number) => ['/api/photos', roomId] as const,
};

export const photoQueries = {
  /** A room's photos, newest first, a page at a time by cursor (docs/product.md#api-photos). */
  ofRoom: (roomId: number) =>
    infiniteQueryOptions({
      queryKey: photoKeys.ofRoom(roomId),
      queryFn: ({ pageParam }) =>
        readPage<Photo>('/api/photos', { roomId, limit: PHOTO_PAGE_SIZE }, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      // The pages read so far, as one list.
      select: (data) => data.pages.flatMap((page) => page.rows),
    }),
};

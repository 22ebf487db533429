import { PHOTO_MESSAGES, photoInputSchema, type Photo } from '@reno/domain';
import type { HttpHandler } from 'msw';
import { fixtureMade, testUser, type FakeBackend } from './fake-db';
import { fakeListPage } from './fake-list-pages';
import { idOf, notFound, route, validationFailed } from './fake-route';
import { createRoute, deleteRoute } from './fake-record-routes';

/** The fake's thumbnail link of a stored key (the API signs one for 5 minutes). */
const fakeThumbnailUrl = (key: string) => `http://s3.test/signed/${key}`;

/** A stored photo for a test's fixtures: a 1600 × 1200 display copy, no caption or tags unless given. */
export function makeRoomPhoto(overrides: Partial<Photo> & Pick<Photo, 'id' | 'roomId' | 'takenOn'>): Photo {
  const imageKey = `users/${testUser.id}/photos/${overrides.id}.jpg`;
  return {
    caption: null,
    tags: [],
    imageKey,
    thumbnailUrl: fakeThumbnailUrl(imageKey.replace(/\.jpg$/, '-thumb.webp')),
    width: 1600,
    height: 1200,
    ...fixtureMade(),
    ...overrides,
  };
}

/** Newest first, as the room's partition of the index orders them: the day taken, then the id. */
const newestFirst = (a: Photo, b: Photo) => b.takenOn.localeCompare(a.takenOn) || b.id - a.id;

/**
 * The photo routes: a room's timeline, newest first and paged; a claim of an upload this session handed out
 * (no file is stored here, so every claim is a photo of 1600 × 1200; the API's image work is tested against
 * the real stack); a delete.
 */
export function photoHandlers({ db, me, created }: FakeBackend): HttpHandler[] {
  const hasRoom = (id: number) => db.rooms.some((room) => room.id === id);
  const ownPending = (key: string) => key.startsWith(`pending/users/${me().id}/`);

  return [
    route('GET', '/api/photos', ({ search }) => {
      const roomId = idOf(search.get('roomId') ?? undefined);
      if (roomId === null) return validationFailed([{ path: ['roomId'], message: 'Room is required' }]);
      if (!hasRoom(roomId)) return notFound('Room');
      const timeline = db.photos.filter((photo) => photo.roomId === roomId).sort(newestFirst);
      // The cursor holds each photo's place in the timeline.
      return fakeListPage(timeline, search, { positionOf: (photo) => timeline.indexOf(photo) });
    }),
    createRoute(db, '/api/photos', 'photos', photoInputSchema, ({ key, ...input }) => {
      if (!hasRoom(input.roomId)) return notFound('Room');
      if (!ownPending(key) || !db.uploads[key])
        return validationFailed([{ path: ['key'], message: PHOTO_MESSAGES.missing }]);
      delete db.uploads[key];
      const imageKey = key.replace(/^pending\//, '').replace(/\.[^./]*$/, '.jpg');
      const thumbnailUrl = fakeThumbnailUrl(imageKey.replace(/\.jpg$/, '-thumb.webp'));
      return { ...input, ...created(), imageKey, thumbnailUrl, width: 1600, height: 1200 };
    }),
    deleteRoute(db, '/api/photos/{id}', 'photos', 'Photo'),
  ];
}

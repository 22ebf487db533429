import {
  PHOTO_MESSAGES,
  photoChangeSchema,
  photoInputSchema,
  type Photo,
  type PhotoChange,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import { testUser, type FakeBackend } from './fake-db';
import { answerEdit, fixtureEdits, type EditSpec } from './fake-edits';
import { fakeListPage } from './fake-list-pages';
import { deleted, idOf, invalidInput, json, notFound, route, validationFailed } from './fake-route';

/** The fake's thumbnail link of a stored key (the API signs one for 5 minutes). */
const fakeThumbnailUrl = (key: string) => `http://s3.test/signed/${key}`;

/** A stored photo for a test's fixtures: a 1600 × 1200 display copy, no caption or tags unless given. */
export function makeRoomPhoto(overrides: Partial<Photo> & Pick<Photo, 'id' | 'roomId' | 'takenOn'>): Photo {
  const imageKey = `users/${testUser.id}/photos/${overrides.id}.jpg`;
  return {
    userId: testUser.id,
    caption: null,
    tags: [],
    imageKey,
    thumbnailUrl: fakeThumbnailUrl(imageKey.replace(/\.jpg$/, '-thumb.webp')),
    width: 1600,
    height: 1200,
    createdAt: '2025-03-01T12:00:00.000Z',
    ...fixtureEdits(testUser, '2025-03-01T12:00:00.000Z'),
    ...overrides,
  };
}

/** Newest first, as the room's partition of the index orders them: the day taken, then the id. */
export const newestPhotoFirst = (a: Photo, b: Photo) => b.takenOn.localeCompare(a.takenOn) || b.id - a.id;

const photoEdit: EditSpec<PhotoChange, Photo> = {
  schema: photoChangeSchema,
  label: 'Photo',
  fieldsOf: ({ takenOn, caption, tags }) => ({ takenOn, caption, tags }),
};

/**
 * The photo routes: a room's timeline, newest first and paged; a claim of an upload this session handed out
 * (no file is stored here, so every claim is a photo of 1600 × 1200; the API's image work is tested against
 * the real stack); a change of its day, caption and tags; a delete.
 */
export function photoHandlers({ db, me, created }: FakeBackend): HttpHandler[] {
  const hasRoom = (id: number) => db.rooms.some((room) => room.id === id);
  const ownPending = (key: string) => key.startsWith(`pending/users/${me().id}/`);

  return [
    route('GET', '/api/photos', ({ search }) => {
      const roomId = idOf(search.get('roomId') ?? undefined);
      if (roomId === null) return validationFailed([{ path: ['roomId'], message: 'Room is required' }]);
      if (!hasRoom(roomId)) return notFound('Room');
      const timeline = db.photos.filter((photo) => photo.roomId === roomId).sort(newestPhotoFirst);
      // The cursor holds each photo's place in the timeline.
      return fakeListPage(timeline, search, { positionOf: (photo) => timeline.indexOf(photo) });
    }),
    route('POST', '/api/photos', ({ body, headers }) => {
      const parsed = photoInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      // A repeat of a claim (same Idempotency-Key) gets the first answer, as from the API.
      const idempotencyKey = headers.get('Idempotency-Key');
      const earlier = idempotencyKey ? db.photosByIdempotencyKey[idempotencyKey] : undefined;
      if (earlier) return json(201, earlier);
      const { key, ...input } = parsed.data;
      if (!hasRoom(input.roomId)) return notFound('Room');
      if (!ownPending(key) || !db.uploads[key])
        return validationFailed([{ path: ['key'], message: PHOTO_MESSAGES.missing }]);
      delete db.uploads[key];
      const imageKey = key.replace(/^pending\//, '').replace(/\.[^./]*$/, '.jpg');
      const thumbnailUrl = fakeThumbnailUrl(imageKey.replace(/\.jpg$/, '-thumb.webp'));
      const photo: Photo = { ...input, ...created(), imageKey, thumbnailUrl, width: 1600, height: 1200 };
      db.photos.push(photo);
      if (idempotencyKey) db.photosByIdempotencyKey[idempotencyKey] = photo;
      return json(201, photo);
    }),
    route('PUT', '/api/photos/{id}', (request) =>
      answerEdit(
        request,
        db.photos.find((candidate) => candidate.id === idOf(request.params.id)),
        me(),
        photoEdit,
      ),
    ),
    route('DELETE', '/api/photos/{id}', ({ params }) => {
      const photo = db.photos.find((candidate) => candidate.id === idOf(params.id));
      if (!photo) return notFound('Photo');
      db.photos = db.photos.filter((candidate) => candidate !== photo);
      return deleted('Photo');
    }),
  ];
}

// Photos of a room as a phone sends them (docs/product.md#api-photos): small JPEGs made here with sharp, put
// where an upload goes, and claimed through the API.
import { randomUUID } from 'node:crypto';
import { BEHIND_THE_WALLS } from '@reno/domain';
import sharp from 'sharp';
import { expect } from 'vitest';
import { api, type TestUser } from './api-client';
import { putObject } from './s3';

/** A plain JPEG of `width` × `height` with no metadata. */
export const jpegPhoto = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#b08d57' } })
    .jpeg()
    .toBuffer();

export const photoPayload = (roomId: number, key: string, overrides: Record<string, unknown> = {}) => ({
  roomId,
  key,
  takenOn: '2025-05-06',
  caption: 'Kitchen wall open: new copper supply',
  tags: [BEHIND_THE_WALLS],
  ...overrides,
});

/** A change of a saved photo (PUT /api/photos/{id}): another day, caption and tags. */
export const photoChangePayload = (overrides: Record<string, unknown> = {}) => ({
  takenOn: '2025-06-01',
  caption: 'Supply lines capped before the drywall',
  tags: [BEHIND_THE_WALLS, 'plumbing'],
  ...overrides,
});

/** A photo uploaded into the household's pending prefix, as a presigned POST leaves it; answers its key. */
export async function pendingPhoto(householdId: string, content?: Buffer, contentType = 'image/jpeg') {
  const key = `pending/users/${householdId}/photos/${randomUUID()}-IMG.jpg`;
  await putObject(key, content ?? (await jpegPhoto()), contentType);
  return key;
}

/** A photo of the room, uploaded and claimed by `user` in their own household. */
export async function createPhoto(user: TestUser, roomId: number, overrides?: Record<string, unknown>) {
  const response = await api.post(
    '/api/photos',
    user,
    photoPayload(roomId, await pendingPhoto(user.sub), overrides),
  );
  expect(response.status, response.text).toBe(201);
  return response.body as { id: number; thumbnailUrl: string; imageKey: string };
}

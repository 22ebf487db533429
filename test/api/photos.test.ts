// Photos of a room over HTTP (docs/product.md#api-photos): an upload made into a display copy and a
// thumbnail with no location left in either, HEIC read or refused, the room's timeline in bounded pages
// newest first, and a photo's files removed with it.
import { readFileSync } from 'node:fs';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createDataContext, createPhoto as storePhoto } from '@reno/data';
import { EDITED_VERSION_HEADER, HOME_MESSAGES, PHOTO_MESSAGES } from '@reno/domain';
import { s3ClientConfig } from '@reno/functions/lib/aws/s3-client';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { api, newUser } from './support/api-client';
import { createRoom } from './support/fixtures';
import { createPhoto, jpegPhoto, pendingPhoto, photoChangePayload, photoPayload } from './support/photos';
import { bucket, objectExists } from './support/s3';

const s3 = new S3Client(s3ClientConfig({ S3_ENDPOINT: inject('s3Endpoint'), AWS_REGION: 'us-east-1' }));
const readBytes = async (key: string) =>
  Buffer.from(
    await (await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToByteArray(),
  );

/**
 * An EXIF block as a phone writes it: the orientation (6: the camera was turned, the image must be turned
 * 90° to stand upright) and a GPS position (45° 30' N, 73° 34' W), as a little-endian TIFF in an APP1 segment.
 */
function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(140);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  tiff.writeUInt16LE(2, 8); // IFD0: Orientation, GPSInfo
  entry(10, 0x0112, 3, 1, 6);
  entry(22, 0x8825, 4, 1, 38);
  tiff.writeUInt16LE(4, 38); // the GPS IFD
  entry(40, 0x0001, 2, 2, 0x4e); // 'N'
  entry(52, 0x0002, 5, 3, 92);
  entry(64, 0x0003, 2, 2, 0x57); // 'W'
  entry(76, 0x0004, 5, 3, 116);
  [45, 1, 30, 1, 0, 1, 73, 1, 34, 1, 0, 1].forEach((value, index) =>
    tiff.writeUInt32LE(value, 92 + index * 4),
  );
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(2 + 6 + tiff.length, 2);
  return Buffer.concat([header, Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

/** `jpeg` with the phone's EXIF block right after its start of image. */
const withExif = (jpeg: Buffer) => Buffer.concat([jpeg.subarray(0, 2), exifWithGps(), jpeg.subarray(2)]);
/** The GPS latitude's rational 45/1 as the EXIF block stores it. */
const GPS_LATITUDE = Buffer.from([45, 0, 0, 0, 1, 0, 0, 0, 30, 0, 0, 0]);

describe('photos', () => {
  it('keeps a display copy and a thumbnail, upright, with no EXIF and so no GPS position', async () => {
    const user = await newUser();
    const kitchen = await createRoom(user, 1);
    const original = withExif(await jpegPhoto(640, 480));
    // The fixture carries what a phone writes: its orientation, and where it was taken.
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ width: 640, height: 480, orientation: 6 });
    expect(before.exif!.includes(GPS_LATITUDE)).toBe(true);

    const key = await pendingPhoto(user.sub, original);
    const made = await api.post('/api/photos', user, photoPayload(kitchen.id, key));
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({
      roomId: kitchen.id,
      takenOn: '2025-05-06',
      caption: 'Kitchen wall open: new copper supply',
      tags: ['behind the walls'],
      width: 480,
      height: 640,
      imageKey: expect.stringMatching(new RegExp(`^users/${user.sub}/photos/.+\\.jpg$`)),
      thumbnailUrl: expect.stringContaining('-thumb.webp'),
    });

    const display = await readBytes(made.body.imageKey);
    const thumbnailKey = made.body.imageKey.replace(/\.jpg$/, '-thumb.webp');
    const thumbnail = await readBytes(thumbnailKey);
    for (const stored of [display, thumbnail]) {
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(stored.includes(GPS_LATITUDE)).toBe(false);
    }
    expect(await sharp(display).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 640 });
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 300, height: 400 });
    expect(thumbnail.length).toBeLessThan(display.length);
    // The original, with its metadata, is not kept.
    expect(await objectExists(key)).toBe(false);
    // The thumbnail's link reads it.
    expect((await fetch(made.body.thumbnailUrl)).status).toBe(200);
  });

  it('reads a HEIF photo it can decode, and refuses an iPhone HEIC (HEVC) with what to do instead', async () => {
    const user = await newUser();
    const room = await createRoom(user, 1);
    // AV1 inside HEIF, as sharp writes it: the image library here decodes it.
    const heif = await sharp(await jpegPhoto(120, 90))
      .heif({ compression: 'av1' })
      .toBuffer();
    const read = await api.post(
      '/api/photos',
      user,
      photoPayload(room.id, await pendingPhoto(user.sub, heif, 'image/heif')),
    );
    expect(read.status, read.text).toBe(201);
    expect(read.body).toMatchObject({ width: 120, height: 90 });

    // A real iPhone photo's format (HEVC), which the prebuilt libvips has no decoder for.
    const heic = readFileSync(new URL('../fixtures/photos/hevc.heic', import.meta.url));
    const key = await pendingPhoto(user.sub, heic, 'image/heic');
    const refused = await api.post('/api/photos', user, photoPayload(room.id, key));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: 'Validation failed',
      details: [{ path: ['key'], message: PHOTO_MESSAGES.heic }],
    });
    expect(PHOTO_MESSAGES.heic).toMatch(/^HEIC photos can't be read yet: .*JPEG/);
    const garbage = await pendingPhoto(user.sub, Buffer.from('not a photo at all'));
    expect((await api.post('/api/photos', user, photoPayload(room.id, garbage))).body.details).toEqual([
      { path: ['key'], message: PHOTO_MESSAGES.unreadable },
    ]);
    // Nothing was counted: the room lists the one photo it read.
    expect((await api.get(`/api/photos?roomId=${room.id}`, user)).body).toHaveLength(1);
  });

  it('claims only the household’s own fresh uploads, into its own rooms', async () => {
    const user = await newUser();
    const stranger = await newUser();
    const room = await createRoom(user, 1);
    const missing = [{ path: ['key'], message: PHOTO_MESSAGES.missing }];
    const theirs = await pendingPhoto(stranger.sub);
    expect((await api.post('/api/photos', user, photoPayload(room.id, theirs))).body.details).toEqual(
      missing,
    );
    const made = await createPhoto(user, room.id);
    // A stored key is a record's file already, not an upload.
    expect((await api.post('/api/photos', user, photoPayload(room.id, made.imageKey))).body.details).toEqual(
      missing,
    );
    expect((await api.post('/api/photos', stranger, photoPayload(room.id, theirs))).body).toEqual({
      error: 'Room not found',
    });
    expect((await api.get(`/api/photos?roomId=${room.id}`, stranger)).body).toEqual({
      error: 'Room not found',
    });
    expect((await api.get('/api/photos', user)).body.details).toEqual([
      { path: ['roomId'], message: 'Room is required' },
    ]);
    expect((await api.post('/api/photos', user, { roomId: room.id })).body.details).toEqual([
      { path: ['key'], message: PHOTO_MESSAGES.key },
      { path: ['takenOn'], message: PHOTO_MESSAGES.takenOnRequired },
    ]);
  });

  it("changes a photo's day, caption and tags: it moves in the room's timeline; a stale change is refused", async () => {
    const user = await newUser();
    const room = await createRoom(user, 1);
    const older = await createPhoto(user, room.id, { takenOn: '2025-05-01', caption: 'Old tiles' });
    const newer = await createPhoto(user, room.id, { takenOn: '2025-05-06' });
    const ids = async () =>
      ((await api.get(`/api/photos?roomId=${room.id}`, user)).body as { id: number }[]).map(({ id }) => id);
    expect(await ids()).toEqual([newer.id, older.id]);

    const onVersion = (version: number) => ({ headers: { [EDITED_VERSION_HEADER]: `"${version}"` } });
    const changed = await api.put(`/api/photos/${older.id}`, user, photoChangePayload(), onVersion(1));
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      id: older.id,
      roomId: room.id,
      takenOn: '2025-06-01',
      caption: 'Supply lines capped before the drywall',
      tags: ['behind the walls', 'plumbing'],
      imageKey: older.imageKey,
      thumbnailUrl: expect.stringContaining('-thumb.webp'),
      version: 2,
    });
    // Its new day comes first now: the index key moved with it.
    expect(await ids()).toEqual([older.id, newer.id]);
    // Its files stay where they were.
    expect(await objectExists(older.imageKey)).toBe(true);

    const stale = await api.put(`/api/photos/${older.id}`, user, photoChangePayload(), onVersion(1));
    expect(stale.status).toBe(409);
    const bad = await api.put(`/api/photos/${older.id}`, user, { takenOn: '2025-02-30', tags: 'x' });
    expect(bad.body.details).toEqual([
      { path: ['takenOn'], message: PHOTO_MESSAGES.takenOn },
      { path: ['tags'], message: PHOTO_MESSAGES.tags },
    ]);
    expect((await api.put('/api/photos/999', user, photoChangePayload())).body).toEqual({
      error: 'Photo not found',
    });
  });

  it('deletes a photo with its files, and keeps a room while it has photos', async () => {
    const user = await newUser();
    const room = await createRoom(user, 1);
    const photo = await createPhoto(user, room.id);
    const thumbnailKey = photo.imageKey.replace(/\.jpg$/, '-thumb.webp');
    expect(await objectExists(thumbnailKey)).toBe(true);
    expect((await api.delete(`/api/rooms/${room.id}`, user)).body).toEqual({
      error: HOME_MESSAGES.roomHasPhotos(1),
    });

    expect((await api.delete(`/api/photos/${photo.id}`, user)).body).toEqual({
      message: 'Photo deleted successfully',
    });
    expect(await objectExists(photo.imageKey)).toBe(false);
    expect(await objectExists(thumbnailKey)).toBe(false);
    expect((await api.delete(`/api/photos/${photo.id}`, user)).body).toEqual({ error: 'Photo not found' });
    expect((await api.delete(`/api/rooms/${room.id}`, user)).status).toBe(200);
  });

  it('answers a room of 200 photos in bounded pages of thumbnails, newest first, each photo once', async () => {
    const user = await newUser();
    const room = await createRoom(user, 1);
    // The records alone, through the data layer: the paging is what is tested, not 200 image claims. Four
    // writers at once (the room's count makes some of their transactions conflict and run again).
    const { endpoint, tableName } = inject('dynamo');
    const ctx = createDataContext({ endpoint, tableName });
    const store = async (index: number) => {
      const day = String(1 + (index % 28)).padStart(2, '0');
      await storePhoto(ctx, user.sub, {
        roomId: room.id,
        takenOn: `2025-0${1 + (index % 6)}-${day}`,
        caption: null,
        tags: index % 3 === 0 ? ['behind the walls'] : [],
        imageKey: `users/${user.sub}/photos/${index}.jpg`,
        thumbnailKey: `users/${user.sub}/photos/${index}-thumb.webp`,
        width: 2048,
        height: 1536,
      });
    };
    await Promise.all(
      [0, 1, 2, 3].map(async (lane) => {
        for (let index = lane; index < 200; index += 4) await store(index);
      }),
    );
    expect((await api.delete(`/api/rooms/${room.id}`, user)).body).toEqual({
      error: HOME_MESSAGES.roomHasPhotos(200),
    });

    const first = await api.get(`/api/photos?roomId=${room.id}`, user);
    expect(first.body).toHaveLength(100);
    const seen: { id: number; takenOn: string }[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const query = `roomId=${room.id}&limit=30${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await api.get(`/api/photos?${query}`, user);
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(30);
      for (const photo of page.body) {
        expect(Object.keys(photo)).not.toContain('imageUrl');
        expect(photo.thumbnailUrl).toContain(`-thumb.webp`);
      }
      seen.push(...page.body.map(({ id, takenOn }: { id: number; takenOn: string }) => ({ id, takenOn })));
      cursor = page.headers['x-next-cursor'];
      pages += 1;
    } while (cursor);
    expect(pages).toBe(7);
    expect(new Set(seen.map((photo) => photo.id)).size).toBe(200);
    const newestFirst = [...seen].sort((a, b) => b.takenOn.localeCompare(a.takenOn) || b.id - a.id);
    expect(seen).toEqual(newestFirst);
  });
});

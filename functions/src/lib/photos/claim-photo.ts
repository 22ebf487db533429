// Claims an uploaded photo (docs/product.md#api-photos): the household's pending upload is checked as every
// upload a record names is (stored-objects.ts), read, made into its display copy and thumbnail
// (photo-copies.ts), and the two copies stored beside where the upload would have gone. The pending original,
// with its metadata, is never kept: `discardOriginal` removes it once the record is saved.
import { PHOTO_MESSAGES } from '@reno/domain';
import { bucketName, loadS3 } from '../aws/s3-client';
import { ValidationError } from '../http/errors';
import { storedKeyOf } from '../uploads/object-keys';
import { assertUsableObject, deleteStoredObjects } from '../uploads/stored-objects';
import { makePhotoCopies } from './photo-copies';

interface ClaimedPhoto {
  imageKey: string;
  thumbnailKey: string;
  width: number;
  height: number;
}

/** Reads the pending upload `key`, stores its two copies and answers their keys. */
export async function claimPhoto(householdId: string, key: string): Promise<ClaimedPhoto> {
  const stored = storedKeyOf(key);
  // Only a fresh upload is claimed: a stored key is some record's file already.
  if (!stored) throw new ValidationError([{ path: ['key'], message: PHOTO_MESSAGES.missing }]);
  await assertUsableObject(householdId, key, 'photo', 'key');
  const { client, GetObjectCommand, PutObjectCommand } = await loadS3();
  const object = await client.send(new GetObjectCommand({ Bucket: bucketName(), Key: key }));
  const copies = await makePhotoCopies(await object.Body!.transformToByteArray());

  const base = stored.replace(/\.[^./]*$/, '');
  const imageKey = `${base}.jpg`;
  const thumbnailKey = `${base}-thumb.webp`;
  const put = (Key: string, Body: Buffer, ContentType: string) =>
    client.send(new PutObjectCommand({ Bucket: bucketName(), Key, Body, ContentType }));
  try {
    await put(imageKey, copies.display, 'image/jpeg');
    await put(thumbnailKey, copies.thumbnail, 'image/webp');
  } catch (error) {
    await deleteStoredObjects(householdId, [imageKey, thumbnailKey]);
    throw error;
  }
  return { imageKey, thumbnailKey, width: copies.width, height: copies.height };
}

/** The upload a saved photo was made from: removed, so its metadata is not kept even until it expires. */
export const discardOriginal = (householdId: string, key: string) => deleteStoredObjects(householdId, [key]);

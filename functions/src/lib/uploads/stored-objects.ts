import { isAllowedContentType, MAX_UPLOAD_BYTES, PHOTO_MESSAGES } from '@reno/domain';
import type { UploadKind } from '@reno/domain';
import { bucketName, loadS3 } from '../aws/s3-client';
import { ValidationError } from '../http/errors';
import { logger } from '../logger';
import { isExternalUrl, isOwnKey, storedKeyOf } from './object-keys';

const MISSING: Record<UploadKind, string> = {
  receipt: 'Receipt not found; please upload it again',
  'estimate-attachment': 'Attachment not found; please upload it again',
  photo: PHOTO_MESSAGES.missing,
};

/** A file a record is to name (`value`), beside the one it names now (`previous`); `field` names it in errors. */
export interface RecordFile {
  value: string | null;
  previous: string | null;
  kind: UploadKind;
  field: string;
}

/**
 * Saves a record that names a file, through `save(storedValue)`, and keeps the bucket tidy around it:
 * - an http(s) URL, null, or the record's unchanged key pass as they are;
 * - a stored key of the household's must exist with an allowed type and size (a key could be typed by hand,
 *   and an object put there otherwise than by the form); another household's key reads exactly like a missing one;
 * - a pending upload of the household's is checked the same way and copied to its stored key, which the
 *   record names; once saved, the pending object goes. If the save fails the copy goes instead, and the
 *   upload stays pending for a retry (the lifecycle rule expires it otherwise).
 */
export async function saveWithObject<T>(
  householdId: string,
  file: RecordFile,
  save: (storedValue: string | null) => Promise<T>,
): Promise<T> {
  const { value, previous, kind, field } = file;
  if (value === null || value === previous || isExternalUrl(value)) return save(value);
  await assertUsableObject(householdId, value, kind, field);
  const stored = storedKeyOf(value);
  if (!stored) return save(value);

  const { client, CopyObjectCommand } = await loadS3();
  await client.send(
    new CopyObjectCommand({ Bucket: bucketName(), CopySource: copySource(value), Key: stored }),
  );
  let saved: T;
  try {
    saved = await save(stored);
  } catch (error) {
    await deleteStoredObjects(householdId, [stored]);
    throw error;
  }
  await deleteStoredObjects(householdId, [value]);
  return saved;
}

/** saveWithObject for an update: the file the record named before goes once the record names another. */
export async function replaceWithObject<T extends { replacedObjectKey: string | null }>(
  householdId: string,
  file: RecordFile,
  save: (storedValue: string | null) => Promise<T>,
): Promise<T> {
  const saved = await saveWithObject(householdId, file, save);
  await deleteStoredObjects(householdId, [saved.replacedObjectKey]);
  return saved;
}

/**
 * saveWithObject for several files of one record (an item's documents): each checked and claimed in turn,
 * the record saved once with every stored value, in the order given.
 */
export function saveWithObjects<T>(
  householdId: string,
  files: readonly RecordFile[],
  save: (storedValues: (string | null)[]) => Promise<T>,
): Promise<T> {
  const [first, ...rest] = files;
  if (!first) return save([]);
  return saveWithObject(householdId, first, (value) =>
    saveWithObjects(householdId, rest, (others) => save([value, ...others])),
  );
}

/**
 * Checks an object a record is to name: the household's key, there, of an allowed type and size (a
 * ValidationError on `field` otherwise; another household's key reads exactly like a missing one).
 */
export async function assertUsableObject(
  householdId: string,
  value: string,
  kind: UploadKind,
  field: string,
) {
  const refuse = (message: string) => new ValidationError([{ path: [field], message }]);
  if (!isOwnKey(householdId, value)) throw refuse(MISSING[kind]);

  const { client, HeadObjectCommand } = await loadS3();
  const head = await client
    .send(new HeadObjectCommand({ Bucket: bucketName(), Key: value }))
    .catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
  if (!head) throw refuse(MISSING[kind]);
  const size = head.ContentLength ?? 0;
  if (size < 1 || size > MAX_UPLOAD_BYTES) throw refuse('File must be between 1 byte and 10 MB');
  if (!isAllowedContentType(kind, head.ContentType ?? '')) throw refuse('File type is not allowed');
}

/** CopyObject's source: the bucket and the URL-encoded key. */
const copySource = (key: string) => `${bucketName()}/${key.split('/').map(encodeURIComponent).join('/')}`;

/** S3's answer for a key that does not exist (HeadObject: 404 NotFound; GetObject: NoSuchKey). */
export function isNotFound(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NotFound' || name === 'NoSuchKey';
}

/**
 * Removes the objects of deleted records. Best effort: the record is already gone, so a failure is
 * logged (a lifecycle rule or a rerun can collect it) instead of failing the request.
 */
export async function deleteStoredObjects(householdId: string, keys: readonly (string | null | undefined)[]) {
  const own = [...new Set(keys.filter((key): key is string => !!key && isOwnKey(householdId, key)))];
  for (let start = 0; start < own.length; start += 1000) {
    const batch = own.slice(start, start + 1000);
    try {
      const { client, DeleteObjectsCommand } = await loadS3();
      const result = await client.send(
        new DeleteObjectsCommand({
          Bucket: bucketName(),
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      if (result.Errors?.length) logger.warn('Some objects were not deleted', { errors: result.Errors });
    } catch (error) {
      logger.warn('Deleting objects failed', { error: error as Error, count: batch.length });
    }
  }
}

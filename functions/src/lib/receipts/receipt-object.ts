import { MAX_UPLOAD_BYTES, RECEIPT_SCAN_MESSAGES, SCANNABLE_RECEIPT_TYPES } from '@reno/domain';
import { bucketName, loadS3 } from '../aws/s3-client';
import { NotFoundError, UnprocessableRequestError } from '../http/errors';
import { isOwnKey } from '../uploads/object-keys';
import { isNotFound } from '../uploads/stored-objects';

/** A receipt object of the household's, that exists, of a type an engine reads. */
export interface ReceiptObject {
  bucket: string;
  key: string;
  contentType: string;
}

/**
 * More bytes than any upload form allows (or a length unknown): no form the API signs stores such an
 * object, so it is refused by its length, before its body is read.
 */
export const isOverUploadLimit = (contentLength: number | undefined): boolean =>
  contentLength === undefined || contentLength > MAX_UPLOAD_BYTES;

/**
 * The household's own receipt (pending or stored key), checked before any quota is counted: another user's
 * key reads exactly like a missing one (404, as for /api/signed-url); a GIF is refused (422), and so is
 * an object over the upload limit, as a file that cannot be read.
 */
export async function findReceiptObject(householdId: string, key: string): Promise<ReceiptObject> {
  if (!isOwnKey(householdId, key)) throw new NotFoundError(RECEIPT_SCAN_MESSAGES.notFound);
  const { client, HeadObjectCommand } = await loadS3();
  const bucket = bucketName();
  const head = await client
    .send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    .catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
  if (!head) throw new NotFoundError(RECEIPT_SCAN_MESSAGES.notFound);
  const contentType = (head.ContentType ?? '').toLowerCase();
  if (!(SCANNABLE_RECEIPT_TYPES as readonly string[]).includes(contentType)) {
    throw new UnprocessableRequestError(RECEIPT_SCAN_MESSAGES.unscannableType);
  }
  if (isOverUploadLimit(head.ContentLength)) {
    throw new UnprocessableRequestError(RECEIPT_SCAN_MESSAGES.unreadable);
  }
  return { bucket, key, contentType };
}

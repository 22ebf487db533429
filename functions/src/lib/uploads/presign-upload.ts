import { MAX_UPLOAD_BYTES } from '@reno/domain';
import type { UploadRequest, UploadTicket } from '@reno/domain';
import { bucketName, loadS3 } from '../aws/s3-client';
import { newObjectKey, pendingUserPrefix } from './object-keys';

/** How long the browser has to start the upload. */
const UPLOAD_URL_TTL_SECONDS = 300;

/**
 * A presigned POST the browser uses to put one file straight into the bucket. S3 enforces the policy:
 * this exact key under the household's pending prefix, 1 B to 10 MB, and the declared content type.
 */
export async function presignUpload(householdId: string, request: UploadRequest): Promise<UploadTicket> {
  const key = newObjectKey(householdId, request.kind, request.fileName, request.contentType);
  const { client, createPresignedPost } = await loadS3();
  const { url, fields } = await createPresignedPost(client, {
    Bucket: bucketName(),
    Key: key,
    Conditions: [
      ['starts-with', '$key', pendingUserPrefix(householdId)],
      ['content-length-range', 1, MAX_UPLOAD_BYTES],
      ['eq', '$Content-Type', request.contentType],
    ],
    Fields: { 'Content-Type': request.contentType },
    Expires: UPLOAD_URL_TTL_SECONDS,
  });
  return { url, fields, key };
}

import { SIGNED_URL_TTL_SECONDS } from '@reno/domain';
import { bucketName, loadS3 } from '../aws/s3-client';
import { NotFoundError } from '../http/errors';
import { isExternalUrl, isOwnKey } from './object-keys';

/** A 5-minute GET URL for one of the household's objects; an http(s) value is already a URL. */
export async function signedGetUrl(householdId: string, value: string): Promise<string> {
  if (isExternalUrl(value)) return value;
  if (!isOwnKey(householdId, value)) throw new NotFoundError('File not found');
  const { client, GetObjectCommand, getSignedUrl } = await loadS3();
  return getSignedUrl(client, new GetObjectCommand({ Bucket: bucketName(), Key: value }), {
    expiresIn: SIGNED_URL_TTL_SECONDS,
  });
}

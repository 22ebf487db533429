import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { SIGNED_URL_TTL_SECONDS } from '@reno/domain';
import { bucketName, s3 } from '../aws/s3-client';
import { NotFoundError } from '../http/errors';
import { isExternalUrl, isOwnKey } from './object-keys';

/** A 5-minute GET URL for one of the caller's own objects; an http(s) value is already a URL. */
export async function signedGetUrl(sub: string, value: string): Promise<string> {
  if (isExternalUrl(value)) return value;
  if (!isOwnKey(sub, value)) throw new NotFoundError('File not found');
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: bucketName(), Key: value }), {
    expiresIn: SIGNED_URL_TTL_SECONDS,
  });
}

import { S3Client } from '@aws-sdk/client-s3';
import { s3ClientConfig } from '../aws/s3-client';

/**
 * The worker's S3 client: it streams files and uploads parts of several MiB, so it allows a part far
 * longer than an API request's dependency may take; a stalled socket still fails within 30 s.
 */
export const workerS3 = new S3Client({
  ...s3ClientConfig(),
  maxAttempts: 3,
  retryMode: 'standard',
  requestHandler: { connectionTimeout: 2_000, requestTimeout: 30_000 },
});

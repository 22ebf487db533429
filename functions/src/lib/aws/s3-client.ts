import { S3Client } from '@aws-sdk/client-s3';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { API_CLIENT_POLICY } from './client-policy';

/**
 * S3 client settings from the environment. In AWS only the region matters; with S3_ENDPOINT
 * (s3rver locally) paths are bucket-in-path and checksums are only sent when required, since
 * s3rver stores aws-chunked bodies verbatim otherwise.
 */
export function s3ClientConfig(env: NodeJS.ProcessEnv = process.env): S3ClientConfig {
  const endpoint = env.S3_ENDPOINT;
  if (!endpoint) return { region: env.AWS_REGION };
  return {
    region: env.AWS_REGION ?? 'us-east-1',
    endpoint,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // s3rver checks no signatures; these are its documented defaults.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
}

/** Created once per Lambda container, outside the handler. */
export const s3 = new S3Client({ ...s3ClientConfig(), ...API_CLIENT_POLICY });

export function bucketName(): string {
  const name = process.env.BUCKET_NAME;
  if (!name) throw new Error('BUCKET_NAME is not set');
  return name;
}

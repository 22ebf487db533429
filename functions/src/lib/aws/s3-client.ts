import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { API_CLIENT_POLICY } from './client-policy';
import type * as S3Sdk from './s3-sdk';

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

type S3 = typeof S3Sdk & { client: S3Client };
let loaded: Promise<S3> | undefined;

/**
 * The S3 client, created once per Lambda container, and its commands. Loaded on first use rather than
 * at cold start: most requests of the functions that touch S3 (a save without a receipt, a list) never do.
 */
export function loadS3(): Promise<S3> {
  loaded ??= import('./s3-sdk').then((sdk) => ({
    ...sdk,
    client: new sdk.S3Client({ ...s3ClientConfig(), ...API_CLIENT_POLICY }),
  }));
  return loaded;
}

export function bucketName(): string {
  const name = process.env.BUCKET_NAME;
  if (!name) throw new Error('BUCKET_NAME is not set');
  return name;
}

import { describe, expect, it } from 'vitest';
import { s3ClientConfig } from './s3-client';

describe('s3ClientConfig', () => {
  it('uses only the region in AWS', () => {
    expect(s3ClientConfig({ AWS_REGION: 'eu-west-1' })).toEqual({ region: 'eu-west-1' });
  });

  it('points at s3rver with path-style URLs and checksums only when required', () => {
    expect(s3ClientConfig({ S3_ENDPOINT: 'http://127.0.0.1:4569' })).toEqual({
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:4569',
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
});

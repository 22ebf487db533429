import { describe, expect, it } from 'vitest';
import { checkPostPolicy } from './s3-post-policy';

const now = new Date('2026-03-01T12:00:00Z');
const key = 'pending/users/u/receipts/r.png';
const policy = (expiration: string) =>
  Buffer.from(
    JSON.stringify({
      expiration,
      conditions: [
        { bucket: 'receipts' },
        ['starts-with', '$key', 'pending/users/u/'],
        ['content-length-range', 1, 100],
        ['eq', '$Content-Type', 'image/png'],
        { key },
      ],
    }),
  ).toString('base64');
const form = (fields: Record<string, string>, fileSize = 10) => ({
  fields: new Map(
    Object.entries({ key, 'Content-Type': 'image/png', Policy: policy('2026-03-01T12:05:00Z'), ...fields }),
  ),
  fileSize,
});

describe('checkPostPolicy', () => {
  it('takes a post that meets every condition', () => {
    expect(
      checkPostPolicy(form({ 'X-Amz-Signature': 'sig', 'x-ignore-note': 'n' }), 'receipts', now),
    ).toBeNull();
  });

  it.each([
    {
      name: 'an expired policy',
      post: form({ Policy: policy('2026-03-01T11:59:59Z') }),
      refusal: [403, 'AccessDenied', /expired/],
    },
    {
      name: 'a policy that is not JSON',
      post: form({ Policy: 'bm90IGpzb24=' }),
      refusal: [400, 'InvalidPolicyDocument', /Invalid JSON/],
    },
    {
      name: 'another bucket',
      post: form({}),
      bucket: 'elsewhere',
      refusal: [403, 'AccessDenied', /\$bucket/],
    },
    { name: 'an empty file', post: form({}, 0), refusal: [400, 'EntityTooSmall', /smaller/] },
    { name: 'a file over the range', post: form({}, 101), refusal: [400, 'EntityTooLarge', /exceeds/] },
    {
      name: 'a key outside the prefix',
      post: form({ key: 'users/u/r.png' }),
      refusal: [403, 'AccessDenied', /starts-with/],
    },
    {
      name: 'a field no condition names',
      post: form({ acl: 'public-read' }),
      refusal: [403, 'AccessDenied', /Extra input fields: acl/],
    },
  ] as const)('refuses $name as S3 does', ({ post, bucket, refusal }) => {
    const [status, code, message] = refusal;

    const answer = checkPostPolicy(post, bucket ?? 'receipts', now);

    expect(answer).toMatchObject({ status, code });
    expect(answer!.message).toMatch(message);
  });
});

import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { s3ClientConfig } from '@reno/functions/lib/aws/s3-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../src/index';
import { signUp } from './support/cognito-client';
import { linePdf } from './support/line-pdf';

let stack: LocalStack;
let idToken: string;
let sub: string;

beforeAll(async () => {
  stack = await startLocalStack({ persist: false, port: 0, web: 'none', seedDemo: false });
  const user = await signUp(stack, { email: 'rita@example.com', password: 'renovate-2024' });
  ({ sub } = user);
  idToken = user.tokens.idToken;
});

afterAll(async () => {
  await stack?.stop();
});

/** A PDF receipt of the user's, put straight into the bucket as an upload would leave it. */
async function pendingPdf(content: Buffer): Promise<string> {
  const key = `pending/users/${sub}/receipts/${randomUUID()}-receipt.pdf`;
  const s3 = new S3Client(s3ClientConfig({ S3_ENDPOINT: stack.endpoints.s3, AWS_REGION: stack.region }));
  await s3.send(
    new PutObjectCommand({
      Bucket: stack.bucketName,
      Key: key,
      Body: content,
      ContentType: 'application/pdf',
    }),
  );
  return key;
}

const scan = (s3Key: string) =>
  fetch(`${stack.url}/api/receipts/scan`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ s3Key }),
  });

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/** How long GET /config.json takes to answer, in ms. */
async function configTime(): Promise<number> {
  const began = performance.now();
  const response = await fetch(`${stack.url}/config.json`);
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - began;
}

describe('a hostile receipt', () => {
  it('does not hold up the stack: /config.json answers while its scan runs (issue 37)', async () => {
    const receiptLines = ['ACE HARDWARE', 'Date: 03/14/2024', 'TOTAL $61.01'];
    const key = await pendingPdf(linePdf(30_000, receiptLines));
    expect((await scan(await pendingPdf(linePdf(0, receiptLines)))).status).toBe(200); // the reader started
    const alone: number[] = [];
    for (let request = 0; request < 20; request += 1) alone.push(await configTime());

    let scanned = false;
    const began = performance.now();
    const scanning = scan(key).finally(() => (scanned = true));
    const during: number[] = [];
    while (!scanned) during.push(await configTime());
    const answer = await scanning;
    const scanTime = performance.now() - began;

    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ amount: '61.01', date: '2024-03-14' });
    expect(during.length).toBeGreaterThan(2);
    // Before, the PDF was read on the stack's event loop: /config.json waited for the whole read.
    // Before, the PDF was read on the stack's event loop: one /config.json waited for the whole read.
    expect(Math.max(...during) / scanTime).toBeLessThan(0.5);
    expect(median(during) / median(alone)).toBeLessThan(10);
  });
});

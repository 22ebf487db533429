import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { s3ClientConfig } from '@reno/functions/lib/aws/s3-client';
import type { TestUser } from './api-client';
import { api } from './api-client';

/** A direct S3 client on s3rver for preparing and inspecting objects behind the API's back. */
const s3 = new S3Client(s3ClientConfig({ S3_ENDPOINT: inject('s3Endpoint'), AWS_REGION: 'us-east-1' }));
export const bucket = inject('bucketName');

export async function putObject(key: string, body: Buffer | string, contentType: string) {
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
}

export async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

export async function readObject(key: string): Promise<string> {
  const output = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return output.Body!.transformToString();
}

/** Does what the browser does: ask the API for a presigned POST, then post the file to the bucket. */
export async function uploadThroughApi(
  user: TestUser,
  file: { name: string; type: string; content: Buffer | string },
  kind: 'receipt' | 'estimate-attachment' = 'receipt',
): Promise<string> {
  const content = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
  const ticket = await api.post('/api/uploads', user, {
    kind,
    fileName: file.name,
    contentType: file.type,
    size: content.byteLength,
  });
  if (ticket.status !== 200) throw new Error(`upload ticket refused: ${ticket.text}`);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields as Record<string, string>))
    form.append(name, value);
  form.append('file', new Blob([new Uint8Array(content)], { type: file.type }), file.name);
  const posted = await fetch(ticket.body.url, { method: 'POST', body: form });
  if (!posted.ok) throw new Error(`upload failed: ${posted.status} ${await posted.text()}`);
  return ticket.body.key as string;
}

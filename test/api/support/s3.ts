import type { UploadKind } from '@reno/domain';
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

type UploadFile = { name: string; type: string; content: Buffer | string };

/** Asks the API for a presigned POST for `file`, as the browser does (the size it declares is the file's). */
export async function uploadTicket(
  user: TestUser,
  file: UploadFile,
  kind: UploadKind = 'receipt',
): Promise<{ url: string; fields: Record<string, string>; key: string }> {
  const ticket = await api.post('/api/uploads', user, {
    kind,
    fileName: file.name,
    contentType: file.type,
    size: Buffer.byteLength(file.content),
  });
  if (ticket.status !== 200) throw new Error(`upload ticket refused: ${ticket.text}`);
  return ticket.body;
}

/** Posts `file` to the bucket with a presigned form, as the browser does; `fields` replaces some of its fields. */
export function postToBucket(
  ticket: { url: string; fields: Record<string, string> },
  file: UploadFile,
  fields: Record<string, string> = {},
): Promise<Response> {
  const content = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...ticket.fields, ...fields })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(content)], { type: file.type }), file.name);
  return fetch(ticket.url, { method: 'POST', body: form });
}

/** Does what the browser does: ask the API for a presigned POST, then post the file to the bucket. */
export async function uploadThroughApi(
  user: TestUser,
  file: UploadFile,
  kind: UploadKind = 'receipt',
): Promise<string> {
  const ticket = await uploadTicket(user, file, kind);
  const posted = await postToBucket(ticket, file);
  if (!posted.ok) throw new Error(`upload failed: ${posted.status} ${await posted.text()}`);
  return ticket.key;
}

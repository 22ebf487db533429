import type { SignedUrlResponse } from '@reno/domain';
import { getActor } from '../lib/http/actor';
import { createApiHandler } from '../lib/http/create-api-handler';
import { readJsonBody } from '../lib/http/json-body';
import { ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { parseRequest } from '../lib/http/validation';
import { presignUpload } from '../lib/uploads/presign-upload';
import { signedGetUrl } from '../lib/uploads/signed-get';
import { consumeUploadQuota } from '../lib/uploads/upload-quota';

/**
 * POST /api/uploads {kind, fileName, contentType, size} → {url, fields, key}: the browser posts the file
 * to S3, under a pending key that saving a record claims. Counted against a daily quota.
 */
async function requestUpload(event: ApiEvent) {
  const { householdId } = getActor(event);
  const input = await parseRequest('uploadRequestSchema', readJsonBody(event));
  await consumeUploadQuota(householdId);
  return ok(await presignUpload(householdId, input));
}

/** POST /api/signed-url {s3Key} → {signedUrl}: 5 minutes, the caller's own keys only. */
async function signUrl(event: ApiEvent) {
  const { householdId } = getActor(event);
  const { s3Key } = await parseRequest('signedUrlRequestSchema', readJsonBody(event));
  const body: SignedUrlResponse = { signedUrl: await signedGetUrl(householdId, s3Key) };
  return ok(body);
}

export const handler = createApiHandler({
  'POST /api/uploads': requestUpload,
  'POST /api/signed-url': signUrl,
});

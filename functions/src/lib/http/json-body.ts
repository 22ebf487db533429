import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { BadRequestError, PayloadTooLargeError } from './errors';

/** Far above any real payload here (the longest is a note); stops megabyte strings before parsing. */
export const MAX_BODY_BYTES = 64 * 1024;

const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Reads a JSON request body. Unreadable input is a 4xx with a clear message, never a 500:
 * missing body or wrong content type or invalid JSON → 400, too large → 413.
 */
export function readJsonBody(
  event: Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded' | 'headers'>,
): unknown {
  const raw = event.body;
  if (raw === undefined || raw === null || raw === '') throw new BadRequestError('Request body is required');

  const contentType = headerValue(event.headers, 'content-type') ?? '';
  if (!JSON_CONTENT_TYPE.test(contentType))
    throw new BadRequestError('Content-Type must be application/json');

  const bytes = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  if (bytes.byteLength > MAX_BODY_BYTES) throw new PayloadTooLargeError();

  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    throw new BadRequestError('Invalid JSON body');
  }
}

/** API Gateway v2 lower-cases header names; local callers may not, so look up case-insensitively. */
export function headerValue(headers: Record<string, string | undefined> | undefined, name: string) {
  if (!headers) return undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

import type { ServerResponse } from 'node:http';

export interface GatewayError {
  statusCode: number;
  message: string;
}

/** API Gateway's own answers (not a handler's): `{"message": "..."}`. */
export function sendGatewayError(
  res: ServerResponse,
  error: GatewayError,
  headers: Record<string, string> = {},
) {
  const body = JSON.stringify({ message: error.message });
  res.writeHead(error.statusCode, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

interface StructuredResult {
  statusCode: number;
  headers?: Record<string, string | number | boolean>;
  cookies?: string[];
  body?: string;
  isBase64Encoded?: boolean;
}

export class InvalidResultError extends Error {}

/**
 * Payload format 2.0 response mapping. A result with `statusCode` is used as is (headers, cookies,
 * base64 body); anything else is API Gateway's shorthand: 200, JSON content type, the value as body
 * (a string verbatim, anything else serialised).
 */
export function toHttpResponse(result: unknown): {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
} {
  if (isStructured(result)) {
    const { statusCode, headers = {}, cookies, body, isBase64Encoded } = result;
    if (!Number.isInteger(statusCode) || statusCode < 100 || statusCode > 599) {
      throw new InvalidResultError(`statusCode ${String(statusCode)} is not a valid HTTP status`);
    }
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = String(value);
    if (cookies?.length) out['set-cookie'] = cookies;
    const bytes =
      body === undefined || body === null
        ? Buffer.alloc(0)
        : Buffer.from(body, isBase64Encoded ? 'base64' : 'utf8');
    return { statusCode, headers: out, body: bytes };
  }
  const text = typeof result === 'string' ? result : JSON.stringify(result ?? null);
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(text, 'utf8'),
  };
}

function isStructured(result: unknown): result is StructuredResult {
  return typeof result === 'object' && result !== null && 'statusCode' in result;
}

export function writeHttpResponse(
  res: ServerResponse,
  response: ReturnType<typeof toHttpResponse>,
  extraHeaders: Record<string, string> = {},
) {
  res.writeHead(response.statusCode, {
    ...extraHeaders,
    ...response.headers,
    'content-length': response.body.length,
  });
  res.end(response.body);
}

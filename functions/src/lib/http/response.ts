import { nextCursorHeaders } from '@reno/domain';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type ApiResult = APIGatewayProxyStructuredResultV2;

const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  // API answers are per user: never cached by CloudFront or the browser.
  'cache-control': 'no-store',
};

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  return { statusCode, headers: { ...baseHeaders, ...headers }, body: JSON.stringify(body) };
}

export const ok = (body: unknown): ApiResult => json(200, body);
export const created = (body: unknown): ApiResult => json(201, body);
export const accepted = (body: unknown): ApiResult => json(202, body);
/**
 * One page of a paged list (docs/product.md#api-list-pages): the rows are the body, a JSON array; where the
 * next page starts is the X-Next-Cursor header, left out on the last page.
 */
export const okPage = (rows: unknown[], nextCursor: string | null): ApiResult =>
  json(200, rows, nextCursorHeaders(nextCursor));
export const noContent = (): ApiResult => ({ statusCode: 204, headers: { 'cache-control': 'no-store' } });

/** A file to download (a PDF): its bytes base64-encoded, as API Gateway's payload 2.0 carries binary answers. */
export const fileAnswer = (bytes: Uint8Array, contentType: string, fileName: string): ApiResult => ({
  statusCode: 200,
  headers: {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
  },
  body: Buffer.from(bytes).toString('base64'),
  isBase64Encoded: true,
});

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
export const noContent = (): ApiResult => ({ statusCode: 204, headers: { 'cache-control': 'no-store' } });

import type { ServerResponse } from 'node:http';

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Stripe's error shape; `stripe-should-retry: false` keeps the Stripe client from retrying a 4xx. */
export function sendStripeError(
  res: ServerResponse,
  status: number,
  message: string,
  type: 'invalid_request_error' | 'authentication_error' = 'invalid_request_error',
): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'stripe-should-retry': 'false',
  });
  res.end(JSON.stringify({ error: { type, message } }));
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/** After a form POST, back to a page with GET (the browser will not re-post on reload). */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

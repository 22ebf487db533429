import { headerValue } from '../http/json-body';
import type { ApiEvent } from '../http/router';
import { BillingNotConfiguredError } from './billing-errors';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const httpUrl = (value: string | undefined): URL | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};

/**
 * Where Stripe sends the browser back to: APP_URL (the CloudFront URL the CDK sets, or the local
 * stack's URL), else the Origin the browser sent. Locally the browser may use 'localhost' where
 * APP_URL says 127.0.0.1: its own origin is kept then, or it would come back signed out (the session
 * lives in that origin's storage).
 */
export function appOrigin(event: Pick<ApiEvent, 'headers'>, env: NodeJS.ProcessEnv = process.env): string {
  const configured = httpUrl(env.APP_URL);
  const browser = httpUrl(headerValue(event.headers, 'origin'));
  const bothLoopback =
    configured && browser && LOOPBACK_HOSTS.has(configured.hostname) && LOOPBACK_HOSTS.has(browser.hostname);
  const origin = bothLoopback ? browser : (configured ?? browser);
  if (!origin) throw new BillingNotConfiguredError('Billing is not configured: APP_URL is not set');
  return origin.origin;
}

export const billingReturnUrl = (origin: string, outcome?: 'success' | 'cancelled') =>
  `${origin}/billing${outcome ? `?checkout=${outcome}` : ''}`;

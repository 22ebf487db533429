import { headerValue } from './json-body';
import type { ApiEvent } from './router';

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
 * The app's origin, where the API sends people back to (Stripe's return pages, links in mail): APP_URL
 * (the CloudFront URL the CDK sets, or the local stack's URL), else the Origin the browser sent; null with
 * neither. Locally the browser may use 'localhost' where APP_URL says 127.0.0.1: its own origin is kept
 * then, or it would come back signed out (the session lives in that origin's storage).
 */
export function appOriginOf(event: Pick<ApiEvent, 'headers'>, env: NodeJS.ProcessEnv): string | null {
  const configured = httpUrl(env.APP_URL);
  const browser = httpUrl(headerValue(event.headers, 'origin'));
  const bothLoopback =
    configured && browser && LOOPBACK_HOSTS.has(configured.hostname) && LOOPBACK_HOSTS.has(browser.hostname);
  return (bothLoopback ? browser : (configured ?? browser))?.origin ?? null;
}

import { ConfigError } from '../config-error';
import { headerValue } from './json-body';
import type { ApiEvent } from './router';

/** APP_URL is not set (a deployment mistake): no link can be made. Logged, answered with a bare 500. */
export class AppUrlConfigError extends ConfigError {
  override name = 'AppUrlConfigError';
  constructor() {
    super('APP_URL is not set: links to the app cannot be made');
  }
}

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
 * The app's origin, where the API sends people back to: APP_URL (the CloudFront URL the CDK sets, or the
 * local stack's URL), else the Origin the browser sent; null with neither. Locally the browser may use
 * 'localhost' where APP_URL says 127.0.0.1: its own origin is kept then, or it would come back signed out
 * (the session lives in that origin's storage).
 */
function appOriginOf(event: Pick<ApiEvent, 'headers'> | undefined, env: NodeJS.ProcessEnv): string | null {
  const configured = httpUrl(env.APP_URL);
  const browser = httpUrl(headerValue(event?.headers, 'origin'));
  const bothLoopback =
    configured && browser && LOOPBACK_HOSTS.has(configured.hostname) && LOOPBACK_HOSTS.has(browser.hostname);
  return (bothLoopback ? browser : (configured ?? browser))?.origin ?? null;
}

/** Where Stripe sends the browser back to (`appOriginOf`); AppUrlConfigError with neither. */
export function appOrigin(event: Pick<ApiEvent, 'headers'>, env: NodeJS.ProcessEnv = process.env): string {
  const origin = appOriginOf(event, env);
  if (!origin) throw new AppUrlConfigError();
  return origin;
}

/**
 * The origin of links in mail: APP_URL always (a request's word never decides where a mailed link points;
 * AppUrlConfigError without it), with the browser's loopback name kept locally when a request sends one.
 */
export function mailLinkOrigin(
  event: Pick<ApiEvent, 'headers'> | undefined,
  env: NodeJS.ProcessEnv = process.env,
): string {
  if (!httpUrl(env.APP_URL)) throw new AppUrlConfigError();
  return appOriginOf(event, env)!;
}

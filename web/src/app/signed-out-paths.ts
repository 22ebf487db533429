import { matchPath } from 'react-router-dom';

/**
 * The signed-out screens besides the landing page, which shows on every other path
 * (docs/product.md#routing). The signed-out router's table is keyed by them, and the first visit's gate
 * reads them to know a landing path.
 */
const SIGNED_OUT_SCREEN_PATHS = ['/login', '/invitation', '/unsubscribe', '/shared/home/:token'] as const;

export type SignedOutScreenPath = (typeof SIGNED_OUT_SCREEN_PATHS)[number];

/** Signed out, `pathname` shows the landing page. */
export function isLandingPath(pathname: string): boolean {
  return !SIGNED_OUT_SCREEN_PATHS.some((path) => matchPath(path, pathname));
}

import { lazy } from 'react';

/** The unsubscribe page, its own chunk: both routers (signed in and out) mount it. */
export const UnsubscribeRoute = lazy(() =>
  import('./unsubscribe-route').then((module) => ({ default: module.UnsubscribeRoute })),
);

import { lazy, type ComponentType } from 'react';

export type PreloadableComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React.lazy for a named export, plus `preload()` to start the download before the first render needs
 * it (e.g. when the user reaches for the button that opens it). A failed download is retried next time.
 */
export function lazyWithPreload<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadableComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(pick, (error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Component = lazy(async () => ({ default: await preload() }));
  return Object.assign(Component, { preload }) as PreloadableComponent<P>;
}

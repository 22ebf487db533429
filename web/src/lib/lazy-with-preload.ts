import { lazy, type ComponentType } from 'react';
import { inBackground } from './background-work';

export type PreloadableComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * React.lazy for the export `name` of a module, plus `preload()` to start the download before the first
 * render needs it (e.g. when the user reaches for the button that opens it). A failed download is
 * retried next time.
 */
export function lazyWithPreload<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): PreloadableComponent<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= inBackground(load()).then(
      (module) => module[name] as ComponentType<P>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy(async () => ({ default: await preload() }));
  return Object.assign(Component, { preload }) as PreloadableComponent<P>;
}

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
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= inBackground(load()).then(
      (module) => (loaded = module[name] as ComponentType<P>),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // Once downloaded, a thenable that answers at once: React then renders the component in the same pass
  // instead of suspending for an already resolved promise (a fallback, whose reveal React holds back).
  const Component = lazy(() =>
    loaded
      ? (resolvedAtOnce({ default: loaded }) as Promise<{ default: ComponentType<P> }>)
      : preload().then((component) => ({ default: component })),
  );
  return Object.assign(Component, { preload }) as PreloadableComponent<P>;
}

/** A thenable that calls back synchronously: React.lazy reads it as resolved on the spot. */
function resolvedAtOnce<T>(value: T): PromiseLike<T> {
  return {
    then: (onFulfilled) => resolvedAtOnce(onFulfilled ? onFulfilled(value) : value),
  } as PromiseLike<T>;
}

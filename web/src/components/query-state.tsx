import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { lazyWithPreload } from '../lib/lazy-with-preload';

// A failure's alert is a chunk of its own: it costs a screen's first paint nothing (the app shell precaches
// it, so it shows offline too).
const QueryProblem = lazyWithPreload(() => import('./query-problem'), 'QueryProblem');

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** The 'Failed to fetch …' of this query (docs/product.md#failure-words). */
  errorTitle: string;
  /** Shown while it loads (a spinner, or skeletons shaped like what comes). */
  placeholder: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * What a screen shows of one query: the load error (with Retry), a placeholder, or what it answered.
 * Offline with nothing seen before, it waits for the connection and says so, rather than a placeholder
 * that never ends.
 */
export function QueryState<T>({ query, errorTitle, placeholder, children }: QueryStateProps<T>) {
  if (query.isError || (query.isPending && query.isPaused)) {
    return (
      <Suspense fallback={null}>
        <QueryProblem query={query} errorTitle={errorTitle} />
      </Suspense>
    );
  }
  if (query.isPending) return placeholder;
  return children(query.data);
}

import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, useDeferredValue, type ReactNode } from 'react';
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
  // An answer's rows (a page of expenses, a household's members) render in the background, in slices the
  // browser interleaves with input and paint, not in one long task when the query answers (issue 50).
  const data = useDeferredValue(query.data);
  if (query.isError || (query.isPending && query.isPaused)) {
    return (
      <Suspense fallback={null}>
        <QueryProblem query={query} errorTitle={errorTitle} />
      </Suspense>
    );
  }
  if (data === undefined) return placeholder;
  return children(data);
}

import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OFFLINE_WORDS } from '../lib/connection/offline-error';
import { LoadErrorAlert } from './load-error-alert';

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
  if (query.isError) {
    return <LoadErrorAlert title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending && query.isPaused) {
    return (
      <Alert severity="info" role="status">
        {OFFLINE_WORDS}
      </Alert>
    );
  }
  if (query.isPending) return placeholder;
  return children(query.data);
}

import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import { OFFLINE_WORDS } from '../lib/connection/offline-error';
import { LoadErrorAlert } from './load-error-alert';

/**
 * A query that has nothing to show: its load error (with Retry), or, offline with nothing seen before, that
 * it waits for the connection. Loaded only when one happens (QueryState): most screens never show it.
 */
export function QueryProblem({ query, errorTitle }: { query: UseQueryResult; errorTitle: string }) {
  if (query.isError) {
    return <LoadErrorAlert title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <Alert severity="info" role="status">
      {OFFLINE_WORDS}
    </Alert>
  );
}

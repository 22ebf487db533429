import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * While `userId` is signed in, the query cache is written to their IndexedDB snapshot of the active
 * household (`householdId`, null for their own); the persister loads in a chunk of its own, on no
 * route's way.
 */
export function usePersistedQueryCache(userId: string, householdId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    void import('../api/query-cache-persistence').then((persistence) => {
      if (!ended) stop = persistence.persistQueryCache(queryClient, userId, householdId);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [queryClient, userId, householdId]);
}

import { useStartedForUser, type UserTask } from './use-started-for-user';

const loadPersistence = () =>
  import('../api/query-cache-persistence').then(
    (persistence): UserTask =>
      (userId, queryClient) =>
        persistence.persistQueryCache(queryClient, userId),
  );

/**
 * While `userId` is signed in, the query cache is written to their IndexedDB snapshot; the persister
 * loads after the first render.
 */
export function usePersistedQueryCache(userId: string): void {
  useStartedForUser(loadPersistence, userId);
}

import { useStartedForUser, type UserTask } from './use-started-for-user';

const loadPersistence = () =>
  import('../api/query-cache-persistence').then(
    (persistence): UserTask =>
      (userId, queryClient, householdId) =>
        persistence.persistQueryCache(queryClient, userId, householdId),
  );

/**
 * While `userId` is signed in, the query cache is written to their IndexedDB snapshot of the active
 * household (`householdId`, null for their own); the persister loads after the first render.
 */
export function usePersistedQueryCache(userId: string, householdId: string | null): void {
  useStartedForUser(loadPersistence, userId, householdId);
}

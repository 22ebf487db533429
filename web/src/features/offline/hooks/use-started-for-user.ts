import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { inBackground } from '../../../lib/background-work';

/** Starts something for the signed-in user (in their active household) and returns its stop. */
export type UserTask = (userId: string, queryClient: QueryClient, householdId: string | null) => () => void;

/**
 * Runs the task `load` resolves to while `userId` is signed in (in `householdId`, null for their own),
 * stopped when either changes or the component goes. `load` imports it: its code comes in a chunk of its own after the first render, on no
 * route's initial way. `load` must be the same function on every render (declare it at module level).
 */
export function useStartedForUser(
  load: () => Promise<UserTask>,
  userId: string,
  householdId: string | null = null,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    void inBackground(load()).then((start) => {
      if (!ended) stop = start(userId, queryClient, householdId);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [load, userId, householdId, queryClient]);
}

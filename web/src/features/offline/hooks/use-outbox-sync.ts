import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * While `owner` is signed in, their waiting expenses are sent whenever they can be
 * (api/outbox-sync-runner.ts). The sync, the outbox's IndexedDB code and the upload load in a chunk of
 * their own, after the first render: on no route's initial way.
 */
export function useOutboxSync(owner: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    void import('../api/outbox-sync-runner').then((runner) => {
      if (!ended) stop = runner.startOutboxSync(owner, queryClient);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [owner, queryClient]);
}

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isActiveContext } from '../../../lib/api-client';
import { useCurrentUser } from '../../session/components/auth-provider';
import { listEntries, onOutboxChange, type OutboxEntry } from './outbox-store';

const outboxKeys = {
  all: ['outbox'] as const,
  list: (owner: string) => ['outbox', owner] as const,
};

const outboxQueries = {
  list: (owner: string) =>
    queryOptions({
      queryKey: outboxKeys.list(owner),
      queryFn: () => listEntries(owner),
      // IndexedDB, not the network: read offline too. Never part of the offline copy of the cache
      // (the outbox is its own store, blobs and all).
      networkMode: 'always',
      meta: { persist: false },
    }),
};

/**
 * The signed-in user's waiting expenses of the active household (ids are per household: project 1 of one
 * is not project 1 of another), oldest first; `projectId` keeps one project's.
 */
export function useWaitingExpenses(projectId?: number): OutboxEntry[] {
  const owner = useCurrentUser().id;
  const queryClient = useQueryClient();
  useEffect(
    () => onOutboxChange(() => void queryClient.invalidateQueries({ queryKey: outboxKeys.all })),
    [queryClient],
  );
  const entries = (useQuery(outboxQueries.list(owner)).data ?? []).filter((entry) =>
    isActiveContext(entry.headers),
  );
  return projectId === undefined ? entries : entries.filter((entry) => entry.payload.projectId === projectId);
}

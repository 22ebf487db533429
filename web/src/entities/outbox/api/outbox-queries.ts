import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isActiveContext } from '../../../lib/api-client';
import { useCurrentUser } from '../../session/components/auth-provider';
import {
  isExpenseEntry,
  isPhotoEntry,
  listEntries,
  onOutboxChange,
  type ExpenseOutboxEntry,
  type OutboxEntry,
  type PhotoOutboxEntry,
} from './outbox-store';

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
 * The signed-in user's waiting entries of the active household (ids are per household: project 1 of one
 * is not project 1 of another), oldest first.
 */
function useWaitingEntries(): OutboxEntry[] {
  const owner = useCurrentUser().id;
  const queryClient = useQueryClient();
  useEffect(
    () => onOutboxChange(() => void queryClient.invalidateQueries({ queryKey: outboxKeys.all })),
    [queryClient],
  );
  return (useQuery(outboxQueries.list(owner)).data ?? []).filter((entry) => isActiveContext(entry.headers));
}

/** The waiting expenses; `projectId` keeps one project's. */
export function useWaitingExpenses(projectId?: number): ExpenseOutboxEntry[] {
  const entries = useWaitingEntries().filter(isExpenseEntry);
  return projectId === undefined ? entries : entries.filter((entry) => entry.payload.projectId === projectId);
}

/** The photos of a room taken without a connection, waiting to upload. */
export function useWaitingPhotos(roomId: number): PhotoOutboxEntry[] {
  return useWaitingEntries()
    .filter(isPhotoEntry)
    .filter((entry) => entry.payload.roomId === roomId);
}

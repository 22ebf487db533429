import { EDITED_VERSION_HEADER } from '@reno/domain';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from './api-client';

// The mutations of a REST record at `path` (POST path, PUT and DELETE path/id), each followed by what it
// refreshes. Every resource's *-mutations.ts is written with these.

/**
 * Adds a record. Every attempt at the same record (the client's retries, a second Save after a failure)
 * carries the same Idempotency-Key, so the server makes it once; once it is made the key is renewed,
 * before `onCreated` runs, so the next record is never taken for a replay of this one. Each create goes
 * through here: no form keeps a key of its own.
 */
export function useCreateMutation<Payload, Created>(path: string, onCreated: (created: Created) => unknown) {
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  return useMutation({
    mutationFn: (payload: Payload) => api.post<Created>(path, payload, { idempotencyKey }),
    onSuccess: (created) => {
      renewKey();
      return onCreated(created);
    },
  });
}

/** A record as an edit names it: its id, and the version the edit was made on. */
export interface EditedRecord {
  id: number;
  version: number;
}

/** What an update sends: the record's id, the version it was made on, and the new fields. */
export interface UpdateVariables<Payload> extends EditedRecord {
  payload: Payload;
}

/**
 * The If-Match of an update: the version it was made on, so that a change someone made since is
 * refused (409 in their name) rather than overwritten (docs/product.md#concurrency).
 */
export const editedVersionHeaders = (version: number) => ({ [EDITED_VERSION_HEADER]: `"${version}"` });

/** Replaces a record's fields (PUT path/id), on the version it was read at. */
export function useUpdateMutation<Payload, Updated>(path: string, onUpdated: (updated: Updated) => unknown) {
  return useMutation({
    mutationFn: ({ id, version, payload }: UpdateVariables<Payload>) =>
      api.put<Updated>(`${path}/${id}`, payload, { headers: editedVersionHeaders(version) }),
    onSuccess: onUpdated,
  });
}

/** Deletes a record (DELETE path/id). */
export function useDeleteMutation(path: string, onDeleted: () => unknown) {
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`${path}/${id}`),
    onSuccess: () => onDeleted(),
  });
}

/**
 * The three mutations of a record whose saves refresh the same queries (`refreshes`); a delete may refresh
 * more (`deleteRefreshes`: what a cascade changes on the server).
 */
export function recordMutationHooks<Payload, Saved>(
  path: string,
  refreshes: QueryKey[],
  deleteRefreshes: QueryKey[] = refreshes,
) {
  return {
    useCreate: () => useCreateMutation<Payload, Saved>(path, useInvalidate(...refreshes)),
    useUpdate: () => useUpdateMutation<Payload, Saved>(path, useInvalidate(...refreshes)),
    useDelete: () => useDeleteMutation(path, useInvalidate(...deleteRefreshes)),
  };
}

/** Refreshes every query under each of `keys`, all at once; settles when they have been refetched. */
export function useInvalidate(...keys: QueryKey[]): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** One key per record being added: the same across renders until `renew`. */
function useIdempotencyKey(): [key: string, renew: () => void] {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return [key, renew];
}

import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type AsyncStorage,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { onlineManager, type Query, type QueryClient } from '@tanstack/react-query';
import { openDB, type IDBPDatabase } from 'idb';
import { readActiveHousehold } from '../../../entities/household/active-household/active-household-storage';
import { idTokenSubject } from '../utils/id-token-subject';
import { markStartChecked, serverReachable, watchConnection } from '../../../lib/connection/connection-watch';

// The signed-in user's query cache, kept in IndexedDB under their id so that screens open offline with
// what they last showed (docs/architecture.md#offline-capture). One entry per user and household: another
// account on the same browser never reads it, a household's records never show in another, and signing
// out or switching households deletes the entry being written.

/** How long what the user saw stays readable offline; older snapshots are not restored. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Raised when a deploy changes what the API answers: snapshots of an earlier shape are then dropped. */
const BUSTER = '1';
const STORE = 'snapshots';

let database: Promise<IDBPDatabase> | null = null;
const openDatabase = () =>
  (database ??= openDB('reno-query-cache', 1, {
    upgrade: (db) => db.createObjectStore(STORE),
    // Another tab (or a test) deletes or upgrades the database: let it, and open anew next time.
    blocking: (_version, _next, event) => {
      (event.target as IDBDatabase).close();
      database = null;
    },
  }));

/** The user's own household keeps the key of the snapshots written before households. */
const keyOf = (userId: string, householdId: string | null) =>
  householdId === null ? `user:${userId}` : `user:${userId}/household:${householdId}`;
/** Only the signed-in user's snapshot is written: a save still pending at sign-out is dropped. */
let writableKey: string | null = null;

const storage: AsyncStorage<string> = {
  getItem: async (key) => (await openDatabase()).get(STORE, key) as Promise<string | undefined>,
  setItem: async (key, value) => {
    if (key === writableKey) await (await openDatabase()).put(STORE, value, key);
  },
  removeItem: async (key) => (await openDatabase()).delete(STORE, key),
};

/** Writes at most once a second while the page is used; at once (throttleTime 0) when it is hidden. */
const persisterFor = (userId: string, householdId: string | null, throttleTime = 1000) =>
  createAsyncStoragePersister({ storage, key: keyOf(userId, householdId), throttleTime });

/**
 * A page load starts with an empty cache: its snapshot keeps what earlier loads saw (each query's newest
 * answer), so a screen not opened since the last reload still opens offline.
 */
function mergingPersister(userId: string, householdId: string | null, throttleTime?: number): Persister {
  const persister = persisterFor(userId, householdId, throttleTime);
  const earlier = Promise.resolve(persister.restoreClient()).catch(() => undefined);
  return {
    ...persister,
    persistClient: async (client) => {
      const previous = await earlier;
      const now = Date.now();
      const current = new Set(client.clientState.queries.map((query) => query.queryHash));
      const kept = (previous?.clientState.queries ?? []).filter(
        (query) => !current.has(query.queryHash) && now - query.state.dataUpdatedAt < MAX_AGE_MS,
      );
      const queries = [...kept, ...client.clientState.queries];
      return persister.persistClient({ ...client, clientState: { ...client.clientState, queries } });
    },
  };
}

/**
 * Queries stay in memory as long as they may be restored: one the screens no longer watch would
 * otherwise be dropped after five minutes, and with it from the next snapshot.
 */
function keepQueriesForOffline(queryClient: QueryClient): void {
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, gcTime: MAX_AGE_MS } });
}

/**
 * At start, beside the first render: when the server cannot be reached, the app turns offline (queries
 * wait instead of failing) and the signed-in user's last snapshot (the stored ID token says who) goes
 * back into the cache, so their screens open with what they last saw.
 */
export async function startOfflineSupport(
  queryClient: QueryClient,
  getIdToken: () => Promise<string | null>,
): Promise<void> {
  const token = await getIdToken();
  const userId = token ? idTokenSubject(token) : null;
  if (!userId) return markStartChecked();
  watchConnection();
  const reachable = navigator.onLine && (await serverReachable());
  if (!reachable) onlineManager.setOnline(false);
  markStartChecked();
  if (reachable) return;
  // Requests already on their way will fail: put their queries back as they were, to wait.
  await queryClient.cancelQueries();
  keepQueriesForOffline(queryClient);
  await persistQueryClientRestore({
    queryClient,
    persister: persisterFor(userId, readActiveHousehold(userId)),
    maxAge: MAX_AGE_MS,
    buster: BUSTER,
  });
}

/** Writes the cache to the snapshot of the user's active household whenever it changes (throttled); returns the stop. */
export function persistQueryCache(
  queryClient: QueryClient,
  userId: string,
  householdId: string | null = null,
): () => void {
  keepQueriesForOffline(queryClient);
  const key = keyOf(userId, householdId);
  writableKey = key;
  const options = {
    queryClient,
    buster: BUSTER,
    // Answers only, and not what asks to be left out (the outbox: it is its own store).
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) =>
        query.state.status === 'success' && query.meta?.persist !== false,
    },
  };
  const unsubscribe = persistQueryClientSubscribe({
    ...options,
    persister: mergingPersister(userId, householdId),
  });
  // A tab closed (or an app put away) within a second of its last answer still keeps that answer:
  // 'hidden' is the last event a page is sure to get.
  const immediate = mergingPersister(userId, householdId, 0);
  const saveWhenHidden = () => {
    if (document.visibilityState === 'hidden')
      void persistQueryClientSave({ ...options, persister: immediate });
  };
  document.addEventListener('visibilitychange', saveWhenHidden);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', saveWhenHidden);
    if (writableKey === key) writableKey = null;
  };
}

/** Signing out, or leaving a household for another: deletes the snapshot that was being written. */
export async function forgetSignedInQueryCache(): Promise<void> {
  const key = writableKey;
  writableKey = null;
  if (key) await storage.removeItem(key);
}

import type { ExpensePayload } from '@reno/domain';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

// The outbox: expenses added without a connection, kept in IndexedDB until the server has them
// (docs/architecture.md#offline-capture). It survives a reload, a closed tab and a restarted browser.

/**
 * A receipt photo or PDF picked offline, kept whole until it can be uploaded: its bytes, which every
 * browser's IndexedDB stores (a Blob not everywhere, nor in tests).
 */
export interface HeldFile {
  bytes: ArrayBuffer;
  name: string;
  type: string;
}

export interface OutboxEntry {
  /** Increasing: the order the expenses were added in, and so the order they are sent in. */
  id: number;
  /** The user who added it: only they ever see or send it. */
  owner: string;
  /** Sent with every attempt at this create: the server makes one expense whatever the replays. */
  idempotencyKey: string;
  /** The expense as the form gave it; `imageUrl` is filled in from `receiptKey` when it is sent. */
  payload: ExpensePayload;
  receipt: HeldFile | null;
  /** The receipt's storage key once it is uploaded, so a replay does not upload it again. */
  receiptKey: string | null;
  /** The headers the API client added when it was made (e.g. the household it belongs to). */
  headers: Record<string, string>;
  createdAt: string;
  /** The server's words when it refused it (a plan limit, a validation error): it waits for Edit or Discard. */
  refusal: string | null;
}

export type NewOutboxEntry = Omit<OutboxEntry, 'id' | 'createdAt' | 'refusal' | 'receiptKey'>;

interface OutboxSchema extends DBSchema {
  entries: { key: number; value: OutboxEntry; indexes: { owner: string } };
}

let database: Promise<IDBPDatabase<OutboxSchema>> | null = null;
const openOutbox = () =>
  (database ??= openDB<OutboxSchema>('reno-outbox', 1, {
    upgrade: (db) => {
      const entries = db.createObjectStore('entries', { keyPath: 'id', autoIncrement: true });
      entries.createIndex('owner', 'owner');
    },
    // Another tab (or a test) deletes or upgrades the database: let it, and open anew next time.
    blocking: (_version, _next, event) => {
      (event.target as IDBDatabase).close();
      database = null;
    },
  }));

const listeners = new Set<() => void>();

/** Called after every change to the outbox, in this tab; returns the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => listeners.forEach((listener) => listener());

export async function addEntry(entry: NewOutboxEntry): Promise<number> {
  const record = { ...entry, receiptKey: null, refusal: null, createdAt: new Date().toISOString() };
  // The key path fills in the id.
  const id = await (await openOutbox()).add('entries', record as OutboxEntry);
  changed();
  return id;
}

/** The owner's entries, oldest first. */
export async function listEntries(owner: string): Promise<OutboxEntry[]> {
  const entries = await (await openOutbox()).getAllFromIndex('entries', 'owner', owner);
  return entries.sort((a, b) => a.id - b.id);
}

export async function updateEntry(
  id: number,
  change: Partial<Omit<OutboxEntry, 'id' | 'owner'>>,
): Promise<void> {
  const db = await openOutbox();
  const transaction = db.transaction('entries', 'readwrite');
  const entry = await transaction.store.get(id);
  if (entry) await transaction.store.put({ ...entry, ...change });
  await transaction.done;
  changed();
}

export async function removeEntry(id: number): Promise<void> {
  await (await openOutbox()).delete('entries', id);
  changed();
}

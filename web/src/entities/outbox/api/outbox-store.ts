import type { ExpensePayload, PhotoInput } from '@reno/domain';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

// The outbox: expenses and photos added without a connection, kept in IndexedDB until the server has them
// (docs/architecture.md#offline-capture). It survives a reload, a closed tab and a restarted browser.

/**
 * A receipt or photo picked offline, kept whole until it can be uploaded: its bytes, which every
 * browser's IndexedDB stores (a Blob not everywhere, nor in tests).
 */
export interface HeldFile {
  bytes: ArrayBuffer;
  name: string;
  type: string;
}

/** What every waiting create has, whatever it makes. */
interface EntryFields {
  /** Increasing: the order they were added in, and so the order they are sent in. */
  id: number;
  /** The user who added it: only they ever see or send it. */
  owner: string;
  /** Sent with every attempt at this create: the server makes one record whatever the replays. */
  idempotencyKey: string;
  /** The headers the API client added when it was made (e.g. the household it belongs to). */
  headers: Record<string, string>;
  createdAt: string;
  /** The server's words when it refused it (a plan limit, a validation error): it waits for Edit or Discard. */
  refusal: string | null;
}

/** A waiting expense (those queued before photos joined the outbox have no `kind`). */
export interface ExpenseOutboxEntry extends EntryFields {
  kind?: 'expense';
  /** The expense as the form gave it; `imageUrl` is filled in from `receiptKey` when it is sent. */
  payload: ExpensePayload;
  receipt: HeldFile | null;
  /** The receipt's storage key once it is uploaded, so a replay does not upload it again. */
  receiptKey: string | null;
}

/** A waiting photo of a room: the photo form's fields, the photo's key filled in once it is uploaded. */
export interface PhotoOutboxEntry extends EntryFields {
  kind: 'photo';
  payload: Omit<PhotoInput, 'key'>;
  photo: HeldFile;
  /** The upload's key once it is uploaded, so a replay does not upload it again. */
  photoKey: string | null;
}

export type OutboxEntry = ExpenseOutboxEntry | PhotoOutboxEntry;

export const isPhotoEntry = (entry: OutboxEntry): entry is PhotoOutboxEntry => entry.kind === 'photo';
export const isExpenseEntry = (entry: OutboxEntry): entry is ExpenseOutboxEntry => entry.kind !== 'photo';

type NewEntry<Entry> = Omit<Entry, 'id' | 'createdAt' | 'refusal'>;
type EntryChange<Entry> = Partial<Omit<Entry, 'id' | 'owner' | 'kind'>>;

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

export async function addEntry(
  entry: NewEntry<ExpenseOutboxEntry> | NewEntry<PhotoOutboxEntry>,
): Promise<number> {
  const record = { ...entry, refusal: null, createdAt: new Date().toISOString() };
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
  change: EntryChange<ExpenseOutboxEntry> | EntryChange<PhotoOutboxEntry>,
): Promise<void> {
  const db = await openOutbox();
  const transaction = db.transaction('entries', 'readwrite');
  const entry = await transaction.store.get(id);
  // The change is of the entry's own kind (its callers hold the entry).
  if (entry) await transaction.store.put({ ...entry, ...change } as OutboxEntry);
  await transaction.done;
  changed();
}

export async function removeEntry(id: number): Promise<void> {
  await (await openOutbox()).delete('entries', id);
  changed();
}

/** Deletes every entry of `owner` (signing out: the outbox belongs to one user). */
export async function removeEntriesOf(owner: string): Promise<void> {
  const transaction = (await openOutbox()).transaction('entries', 'readwrite');
  const ids = await transaction.store.index('owner').getAllKeys(owner);
  await Promise.all([...ids.map((id) => transaction.store.delete(id)), transaction.done]);
  changed();
}

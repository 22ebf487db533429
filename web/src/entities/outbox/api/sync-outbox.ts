import type { Expense, Photo, UploadKind } from '@reno/domain';
import { api, ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { uploadFile } from '../../upload/api/upload-file';
import { fileOf } from '../utils/held-receipts';
import {
  isPhotoEntry,
  listEntries,
  removeEntry,
  updateEntry,
  type ExpenseOutboxEntry,
  type HeldFile,
  type OutboxEntry,
  type PhotoOutboxEntry,
} from './outbox-store';
import { setSyncProgress } from './sync-progress';

/** An upload that takes longer is given up (the connection went): the next pass tries again. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** What one pass over the outbox did. */
export interface SyncOutcome {
  sent: number;
  refused: number;
  /** The connection went before the end: the rest waits for the next pass. */
  interrupted: boolean;
}

/** A held file through a presigned POST, into the household the entry was made in; answers its key. */
const uploadHeld = (kind: UploadKind, file: HeldFile, entry: OutboxEntry) =>
  uploadFile(kind, fileOf(file), () => {}, AbortSignal.timeout(UPLOAD_TIMEOUT_MS), entry.headers);

/**
 * Sends one waiting expense: its receipt through a presigned POST (once: the key is kept), then the
 * create with the entry's Idempotency-Key, so a replay after a lost answer makes nothing twice. Both go
 * with the entry's headers: into the household it was made in, whichever is active now. Resolves when
 * the server has it; throws what the server or the network said.
 */
async function sendExpense(entry: ExpenseOutboxEntry): Promise<Expense> {
  let { receiptKey } = entry;
  if (entry.receipt && !receiptKey) {
    receiptKey = await uploadHeld('receipt', entry.receipt, entry);
    await updateEntry(entry.id, { receiptKey });
  }
  const payload = { ...entry.payload, imageUrl: receiptKey ?? entry.payload.imageUrl };
  return api.post<Expense>('/api/expenses', payload, {
    idempotencyKey: entry.idempotencyKey,
    headers: entry.headers,
  });
}

/** Sends one waiting photo as an expense is sent: the upload (once), then its claim with the entry's key. */
async function sendPhoto(entry: PhotoOutboxEntry): Promise<Photo> {
  let { photoKey } = entry;
  if (!photoKey) {
    photoKey = await uploadHeld('photo', entry.photo, entry);
    await updateEntry(entry.id, { photoKey });
  }
  return api.post<Photo>(
    '/api/photos',
    { ...entry.payload, key: photoKey },
    { idempotencyKey: entry.idempotencyKey, headers: entry.headers },
  );
}

const sendEntry = (entry: OutboxEntry): Promise<unknown> =>
  isPhotoEntry(entry) ? sendPhoto(entry) : sendExpense(entry);

/**
 * The server answered and will answer the same again (a plan limit, a validation error, a project
 * deleted meanwhile). Anything else (no connection, a failed upload, a busy or failing server, a session
 * that ended and is renewed by the next pass) may pass.
 */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

let running: Promise<SyncOutcome> | null = null;

/**
 * Sends `owner`'s waiting expenses and photos in the order they were added, one at a time ('Syncing 2 of
 * 5'). A refusal keeps the entry with the server's words (Edit / Discard) and the pass goes on; a lost
 * connection ends the pass, the rest kept for the next. One pass at a time in this tab, and across tabs
 * where the browser has Web Locks.
 */
export function syncOutbox(owner: string): Promise<SyncOutcome> {
  running ??= withOutboxLock(() => sendWaiting(owner)).finally(() => {
    running = null;
    setSyncProgress(null);
  });
  return running;
}

function withOutboxLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return work();
  return navigator.locks.request('reno-outbox-sync', work) as Promise<T>;
}

async function sendWaiting(owner: string): Promise<SyncOutcome> {
  const waiting = (await listEntries(owner)).filter((entry) => entry.refusal === null);
  const outcome: SyncOutcome = { sent: 0, refused: 0, interrupted: false };
  for (const [index, entry] of waiting.entries()) {
    setSyncProgress({ current: index + 1, total: waiting.length });
    try {
      await sendEntry(entry);
      await removeEntry(entry.id);
      outcome.sent += 1;
    } catch (error) {
      if (!isRefusal(error)) return { ...outcome, interrupted: true };
      await updateEntry(entry.id, { refusal: describeError(error).message });
      outcome.refused += 1;
    }
  }
  return outcome;
}

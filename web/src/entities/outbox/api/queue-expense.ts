import type { ExpensePayload } from '@reno/domain';
import { contextHeaders } from '../../../lib/api-client';
import { fileOf, heldFileOf, holdReceipt, isHeldReceipt, takeHeldReceipt } from '../utils/held-receipts';
import { addEntry, updateEntry, type HeldFile, type ExpenseOutboxEntry } from './outbox-store';

/** The form's receipt: a file held offline goes into the outbox whole; a stored key stays in the payload. */
async function splitReceipt(
  payload: ExpensePayload,
): Promise<{ payload: ExpensePayload; receipt: HeldFile | null }> {
  if (!isHeldReceipt(payload.imageUrl)) return { payload, receipt: null };
  const file = takeHeldReceipt(payload.imageUrl);
  return {
    payload: { ...payload, imageUrl: null },
    receipt: file ? await heldFileOf(file) : null,
  };
}

/** Puts a new expense into `owner`'s outbox, with the Idempotency-Key it will be sent with. */
export async function queueExpense(owner: string, form: ExpensePayload): Promise<void> {
  const { payload, receipt } = await splitReceipt(form);
  await addEntry({
    owner,
    idempotencyKey: crypto.randomUUID(),
    payload,
    receipt,
    receiptKey: null,
    headers: contextHeaders(),
  });
}

/**
 * Edits a waiting expense: its fields and its receipt (the form gives back the held file, or another, or
 * none). A refusal is cleared: the edited expense is tried again.
 */
export async function editQueuedExpense(entry: ExpenseOutboxEntry, form: ExpensePayload): Promise<void> {
  const { payload, receipt } = await splitReceipt(form);
  await updateEntry(entry.id, { payload, receipt, receiptKey: null, refusal: null });
}

/** A waiting expense as the expense form edits it: its receipt file held again under a reference. */
export function waitingExpenseFields(entry: ExpenseOutboxEntry): ExpensePayload {
  const { receipt } = entry;
  if (!receipt) return entry.payload;
  return { ...entry.payload, imageUrl: holdReceipt(fileOf(receipt)) };
}

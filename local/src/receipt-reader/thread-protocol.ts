import type { ReceiptText } from '@reno/functions/host';

/** What the stack asks of its reading thread: read one receipt, or start the OCR engine ahead of one. */
export type ThreadJob =
  { id: number; kind: 'read'; bytes: Uint8Array; contentType: string } | { id: number; kind: 'warm-up' };

/**
 * The thread's answers to a job: `started` once its engine is up and the reading itself begins (the
 * time limit runs from there), then `done` or `failed`.
 */
export type ThreadReply =
  | { id: number; kind: 'started' }
  | ({ id: number; kind: 'done' } & ReceiptText)
  | { id: number; kind: 'failed'; message: string };

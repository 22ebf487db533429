// A receipt or photo picked without a connection cannot be uploaded: the form holds it here under a
// reference of its own (kept in the form's imageUrl or key field) until its record goes into the outbox
// with it.
import type { HeldFile } from '../api/outbox-store';

const PREFIX = 'offline:';
const held = new Map<string, File>();

/** Keeps `file` and returns the reference that stands for it (the file name kept: a PDF reads as one). */
export function holdReceipt(file: File): string {
  const reference = `${PREFIX}${crypto.randomUUID()}/${file.name}`;
  held.set(reference, file);
  return reference;
}

export function isHeldReceipt(reference: string | null | undefined): reference is string {
  return !!reference?.startsWith(PREFIX);
}

/** The file a reference stands for, taken out of the hold (the outbox keeps it from then on). */
export function takeHeldReceipt(reference: string): File | undefined {
  const file = held.get(reference);
  held.delete(reference);
  return file;
}

/** The file a reference stands for, left in the hold (a preview). */
export function peekHeldReceipt(reference: string): File | undefined {
  return held.get(reference);
}

/** A file as the outbox keeps it: its bytes, name and type. */
export const heldFileOf = async (file: File): Promise<HeldFile> => ({
  bytes: await file.arrayBuffer(),
  name: file.name,
  type: file.type,
});

/** The file the outbox kept, to upload or show. */
export const fileOf = ({ bytes, name, type }: HeldFile): File => new File([bytes], name, { type });

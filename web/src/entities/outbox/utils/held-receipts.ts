// A receipt picked without a connection cannot be uploaded: the form holds it here under a reference
// of its own (kept in the form's imageUrl field) until the expense goes into the outbox with it.

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

// Who did what, and which version an edit was made on (docs/product.md#record-edits): every record answers
// these besides its own fields.

/** Who added or last changed a record: their user id, and their name as it read then. */
export interface RecordAuthor {
  userId: string;
  /** null on records written before households (their owner made them: the web shows the owner's name). */
  name: string | null;
}

export interface RecordEdits {
  /** The record's edit number: 1 when made, one more on each change; an update names it in If-Match. */
  version: number;
  createdBy: RecordAuthor;
  updatedBy: RecordAuthor;
  updatedAt: string;
}

/** The request header that names the version an update was made on. */
export const EDITED_VERSION_HEADER = 'If-Match';

export const EDITED_VERSION_MESSAGE = 'If-Match must be the version of the record you edited';

/** A version as If-Match carries it: "3", 3, or the weak W/"3". */
const VERSION = /^(?:W\/)?(?:"([1-9]\d{0,9})"|([1-9]\d{0,9}))$/;

/**
 * The version an If-Match value names; null for none (absent, empty, or '*': any version), undefined for a
 * value that names no version (refused with EDITED_VERSION_MESSAGE).
 */
export function editedVersionOf(raw: string | null | undefined): number | null | undefined {
  const value = raw?.trim();
  if (!value || value === '*') return null;
  const match = VERSION.exec(value);
  return match ? Number(match[1] ?? match[2]) : undefined;
}

/** The 409 of an update made on a version someone else has changed since. */
export const staleEditMessage = (changedBy: string | null, record: string) =>
  `${changedBy ?? 'Someone'} changed this ${record} after you opened it`;

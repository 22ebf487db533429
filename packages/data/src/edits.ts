// Who added and who last changed each record, written in the same write as the record, and the record's
// edit number (`revision`) that an update names when it must not overwrite someone else's change
// (docs/architecture.md#who-did-what-and-no-lost-edits-issue-39). `revision` is not the item's `version`:
// that one also moves when an expense is linked to an estimate, which is no edit anybody opened.
import type { RecordAuthor } from '@reno/domain';
import { StaleEditError, type EntityName } from './errors';
import type { Item } from './requests';
import { num, str } from './validate';

/** Who makes a write: the acting person (a member or the owner) and their name as the record keeps it. */
export interface Author {
  id: string;
  name: string;
}

/** What an update says about itself: who makes it, and the edit number of the version it was made on. */
export interface EditOptions {
  by?: Author | undefined;
  /** null or undefined: no check (the last write wins). */
  expectedVersion?: number | null | undefined;
}

/** Items written before revisions were kept are at edit number 1. */
const revisionOf = (item: Item): number => num(item.revision) || 1;

const authorAttributes = (prefix: 'created' | 'updated', by: Author | undefined) =>
  by ? { [`${prefix}By`]: by.id, [`${prefix}ByName`]: by.name } : {};

/** What a new item carries: its author (also its last editor) and edit number 1. */
export const newEdits = (by: Author | undefined): Item => ({
  ...authorAttributes('created', by),
  ...authorAttributes('updated', by),
  revision: 1,
});

/** What an update sets: its author as the last editor, and the next edit number. */
export const nextEdits = (current: Item, by: Author | undefined): Item => ({
  ...authorAttributes('updated', by),
  revision: revisionOf(current) + 1,
});

const EDIT_ATTRIBUTES = ['createdBy', 'createdByName', 'updatedBy', 'updatedByName', 'revision'] as const;

/** The edit attributes an item has: what a write that replaces the whole item keeps. */
export const editAttributesOf = (item: Item): Item =>
  Object.fromEntries(
    EDIT_ATTRIBUTES.filter((name) => item[name] !== undefined).map((name) => [name, item[name]]),
  );

/**
 * Refuses an update made on another version than the record's (StaleEditError, naming who changed it
 * last). Called after the write's own read; the write is conditional on what was read, so nothing slips
 * in between.
 */
export function requireEditedVersion(entity: EntityName, id: number, current: Item, edit: EditOptions): void {
  const expected = edit.expectedVersion;
  if (expected !== null && expected !== undefined && revisionOf(current) !== expected) {
    throw new StaleEditError(entity, id, str(current.updatedByName));
  }
}

/** Who made and who last changed a record, as read back; records from before households: the owner. */
export function editsOf(item: Item): { version: number; createdBy: RecordAuthor; updatedBy: RecordAuthor } {
  const createdBy = { userId: str(item.createdBy) ?? String(item.userId), name: str(item.createdByName) };
  const updatedBy = item.updatedBy
    ? { userId: String(item.updatedBy), name: str(item.updatedByName) }
    : createdBy;
  return { version: revisionOf(item), createdBy, updatedBy };
}

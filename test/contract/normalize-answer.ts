import { NEXT_CURSOR_HEADER } from '@reno/domain';

/**
 * What two answers must share to count as the same: the status, the body and the X-Next-Cursor header, with
 * what legitimately differs between two backends written over: the ids each one handed out become the names
 * the table saved them under, timestamps, URLs and cursors become their kind, and the values inside a
 * presigned form become their type (the field names stay).
 */
export interface Saved {
  /** Names of saved ids by the kind of record: 'project' → (7 → 'kitchen'). */
  names: ReadonlyMap<string, ReadonlyMap<string | number, string>>;
  /** The kind of record the step's path answers with, for its bare `id` fields. */
  resource: string;
}

/** Lists of records of another kind than their answer's, by their key: their items' `id` is of that kind. */
const LIST_KINDS: Record<string, string> = { reductionLines: 'basis-reduction' };

/** 'projectId' and 'expenseIds' → their kind, 'id' → the step's own kind. */
const kindOf = (key: string, saved: Saved) => (key === 'id' ? saved.resource : key.replace(/Ids?$/, ''));

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function normalizeValue(value: unknown, key: string, saved: Saved): unknown {
  if (Array.isArray(value)) return value.map((item) => normalizeValue(item, key, saved));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    if (key === 'fields') return Object.fromEntries(entries.map(([name, field]) => [name, typeof field]));
    // An installment's id is its number within its estimate's schedule (1, 2, …), the same on both backends.
    const keep = (name: string) => key === 'installments' && name === 'id';
    // A record named by its kind (a statement row's `expense`): its `id` is of that kind.
    const listKind = LIST_KINDS[key];
    const inner = saved.names.has(key)
      ? { ...saved, resource: key }
      : listKind
        ? { ...saved, resource: listKind }
        : saved;
    return Object.fromEntries(
      entries.map(([name, field]) => [name, keep(name) ? field : normalizeValue(field, name, inner)]),
    );
  }
  if ((typeof value === 'number' || typeof value === 'string') && /(^id|Ids?)$/.test(key)) {
    const name = saved.names.get(kindOf(key, saved))?.get(value);
    if (name) return `<${name}>`;
  }
  // A cursor encodes the id of the row it follows.
  if (typeof value === 'string' && key === 'nextCursor') return '<cursor>';
  if (typeof value === 'string' && ISO_TIMESTAMP.test(value)) return '<timestamp>';
  if (typeof value === 'string' && /^https?:\/\//.test(value)) return '<url>';
  if (
    typeof value === 'string' &&
    (key === 'key' || key === 'imageUrl' || key === 'attachmentUrl' || key === 'fileUrl')
  ) {
    return '<storage key>';
  }
  return value;
}

/** The status, the body, and whether a paged list's X-Next-Cursor header names a next page. */
export function normalizeAnswer(status: number, body: unknown, headers: Headers, saved: Saved) {
  const nextCursor = headers.get(NEXT_CURSOR_HEADER) === null ? null : '<cursor>';
  return { status, body: normalizeValue(body, '', saved), nextCursor };
}

// The cursor of an expense list: where the next page starts (after the expense {date, id}) and, for a
// search, how many expenses the search has looked at so far. Opaque to the client (base64url).
import { InvalidInputError } from './errors';

export interface ExpenseCursor {
  date: string;
  id: number;
  /** Expenses looked at before this point (a search's 'Searched N'); 0 when not searching. */
  looked: number;
}

const CURSOR_FORMAT = /^(\d{4}-\d{2}-\d{2})#(\d{1,12})#(\d{1,12})$/;

export function encodeExpenseCursor(cursor: ExpenseCursor): string {
  return Buffer.from(`${cursor.date}#${cursor.id}#${cursor.looked}`).toString('base64url');
}

/** Throws InvalidInputError('cursor', 'Invalid cursor') for anything this code did not write. */
export function decodeExpenseCursor(text: string): ExpenseCursor {
  const match = CURSOR_FORMAT.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match) throw new InvalidInputError('cursor', 'Invalid cursor');
  return { date: match[1] as string, id: Number(match[2]), looked: Number(match[3]) };
}

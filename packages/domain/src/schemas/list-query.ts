// The query string of a paged list (docs/product.md#validation-list-page): how many rows, and where to start.
import * as z from 'zod/mini';
import { MAX_LIST_LIMIT } from '../constants';
import { boundedWholeNumber, fail, field, isBlank } from './fields';

const LIST_QUERY_MESSAGES = {
  limit: `Limit must be between 1 and ${MAX_LIST_LIMIT}`,
  cursor: 'Invalid cursor',
} as const;

/** An answer's `nextCursor`, sent back as is: opaque base64url (the API refuses one it did not write). */
const CURSOR_FORMAT = /^[A-Za-z0-9_-]{1,400}$/;
export const optionalCursor = (message: string) =>
  field((input, context): string | null => {
    if (isBlank(input)) return null;
    if (typeof input !== 'string' || !CURSOR_FORMAT.test(input.trim())) return fail(context, input, message);
    return input.trim();
  });

/** `limit` (1 to MAX_LIST_LIMIT, that when absent) and `cursor`; other parameters are the route's own. */
export const listPageQuerySchema = z.object({
  limit: boundedWholeNumber({
    message: LIST_QUERY_MESSAGES.limit,
    fallback: MAX_LIST_LIMIT,
    max: MAX_LIST_LIMIT,
  }),
  cursor: optionalCursor(LIST_QUERY_MESSAGES.cursor),
});

export type ListPageQuery = z.infer<typeof listPageQuerySchema>;

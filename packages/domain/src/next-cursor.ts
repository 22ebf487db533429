// Where a paged list's next page starts, as a response header (docs/product.md#api-list-pages). Zod-free:
// every handler's response helper and the web's first chunk read it, and neither may load zod for it.

/**
 * The response header of a paged list that holds where the next page starts (its `cursor`); absent on the
 * last page. The body is the page's rows, a JSON array, as the route table states.
 */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** The headers of a page that carry where the next one starts: none on the last page. */
export const nextCursorHeaders = (nextCursor: string | null): Record<string, string> =>
  nextCursor === null ? {} : { [NEXT_CURSOR_HEADER]: nextCursor };

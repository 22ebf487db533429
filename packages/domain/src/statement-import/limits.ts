// Limits of a bank or card statement import (docs/product.md#statement-import).

/** A statement file larger than this is refused before it is read. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

/** A statement with more transactions than this is refused whole. */
export const MAX_STATEMENT_ROWS = 10_000;

/**
 * Rows one batch of an import may hold, stored in one transaction (packages/data/src/statement-imports.ts):
 * each writes two items, beside the project, the months' day counts, the counter and the batch item.
 */
export const MAX_BATCH_ROWS = 40;

/** A row and an expense of the same amount are the same spending when their dates are at most this far apart. */
export const MATCH_WINDOW_DAYS = 3;

/** At most this many problems of a refused file are listed; the rest are counted. */
export const MAX_LISTED_PROBLEMS = 20;

// Statement import requests (docs/product.md#api-statement-imports): the rows a browser read from a statement
// file, checked against the household's records, then stored in batches. The file itself never travels.
import * as z from 'zod/mini';
import { MAX_AMOUNT_CENTS, MAX_SHORT_TEXT_LENGTH } from '../constants';
import { EXPENSE_MESSAGES, expenseCategoryField, paymentMethodField } from './expense';
import { fail, field, requiredDate, requiredId, requiredText } from './fields';
import { toCents } from '../money';
// Not the statement-import entry's index, which holds the file parsers: the limits alone.
import { MAX_BATCH_ROWS, MAX_STATEMENT_ROWS } from '../statement-import/limits';
import { isCsvLayout } from '../statement-import/layout-guard';
import type { CsvLayout } from '../statement-import/csv-layout';

const STATEMENT_IMPORT_MESSAGES = {
  rows: 'Rows are required',
  checkedRows: 'At most 10,000 rows',
  batchRows: `At most ${MAX_BATCH_ROWS} rows in a batch`,
  amount: 'Amount must be a number other than 0',
  fingerprint: 'Invalid transaction fingerprint',
  shape: 'File shape is required',
  layout: 'Invalid layout',
  vendor: 'Vendor is required',
} as const;

const FINGERPRINT = /^[0-9a-f]{16}$/;

const fingerprint = field((input, context) =>
  typeof input === 'string' && FINGERPRINT.test(input)
    ? input
    : fail(context, input, STATEMENT_IMPORT_MESSAGES.fingerprint),
);

/** Money either way: spent (more than 0) or back (less than 0), never 0. */
const signedCents = field((input, context) => {
  const cents = typeof input === 'string' || typeof input === 'number' ? toCents(input) : null;
  if (cents === null || cents === 0) return fail(context, input, STATEMENT_IMPORT_MESSAGES.amount);
  if (Math.abs(cents) > MAX_AMOUNT_CENTS) return fail(context, input, EXPENSE_MESSAGES.amountMax);
  return cents;
});

const rowFields = {
  fingerprint,
  date: requiredDate({ required: EXPENSE_MESSAGES.date, invalid: EXPENSE_MESSAGES.dateInvalid }),
  description: requiredText({
    required: EXPENSE_MESSAGES.description,
    max: MAX_SHORT_TEXT_LENGTH,
    label: 'Description',
  }),
  amount: signedCents,
};

const rowCount = (max: number, tooMany: string) =>
  [z.minLength(1, { error: STATEMENT_IMPORT_MESSAGES.rows }), z.maxLength(max, { error: tooMany })] as const;

/** POST /api/statement-imports/check: every row of a statement read in the browser. */
export const statementCheckSchema = z.object({
  rows: z
    .array(z.object(rowFields), { error: STATEMENT_IMPORT_MESSAGES.rows })
    .check(...rowCount(MAX_STATEMENT_ROWS, STATEMENT_IMPORT_MESSAGES.checkedRows)),
});

/** POST /api/statement-imports/{id}/batches: confirmed rows, with where each goes. */
export const statementBatchSchema = z.object({
  projectId: requiredId(EXPENSE_MESSAGES.project),
  rows: z
    .array(
      z.object({
        ...rowFields,
        category: expenseCategoryField,
        paymentMethod: paymentMethodField,
      }),
      { error: STATEMENT_IMPORT_MESSAGES.rows },
    )
    .check(...rowCount(MAX_BATCH_ROWS, STATEMENT_IMPORT_MESSAGES.batchRows)),
});

// A file shape names the columns of a header: a few hundred characters at most.
const MAX_SHAPE_LENGTH = 2000;

/** PUT /api/statement-imports/layout: the layout a household chose for a file shape. */
export const importLayoutInputSchema = z.object({
  shape: requiredText({
    required: STATEMENT_IMPORT_MESSAGES.shape,
    max: MAX_SHAPE_LENGTH,
    label: 'File shape',
  }),
  layout: field((input, context): CsvLayout => {
    if (!isCsvLayout(input)) return fail(context, input, STATEMENT_IMPORT_MESSAGES.layout);
    const { delimiter, header, date, description, amount, dateOrder, decimalMark } = input;
    const columns =
      amount.kind === 'signed'
        ? { kind: amount.kind, column: amount.column, spending: amount.spending }
        : { kind: amount.kind, debit: amount.debit, credit: amount.credit };
    return { delimiter, header, date, description, amount: columns, dateOrder, decimalMark };
  }),
});

/** PUT /api/statement-imports/rules: where a vendor's rows go (docs/product.md#statement-import-rules). */
export const importRuleInputSchema = z.object({
  vendor: requiredText({
    required: STATEMENT_IMPORT_MESSAGES.vendor,
    max: MAX_SHORT_TEXT_LENGTH,
    label: 'Vendor',
  }),
  category: expenseCategoryField,
  paymentMethod: paymentMethodField,
});

/** A rule learned from the household's choices: a vendor's rows go to this category, paid this way. */
export interface ImportRule {
  /** shortHash of the vendor. */
  id: string;
  vendor: string;
  category: string;
  paymentMethod: string;
}

/** What the check answers for one row. */
export type StatementRowStatus =
  /** Not in the records: imported when confirmed. */
  | { status: 'new' }
  /** An earlier import stored this transaction: never imported again. */
  | { status: 'imported'; expenseId: number }
  /** An expense logged otherwise looks like it: skipped unless chosen. */
  | {
      status: 'logged';
      expense: { id: number; description: string; date: string; amount: string; projectId: number };
    };

export interface StatementCheckResponse {
  /** By row: its status, its vendor ('HOME DEPOT') and the rule learned for that vendor, if any. */
  rows: (StatementRowStatus & { vendor: string | null; rule: ImportRule | null })[];
}

export interface StatementBatchResponse {
  expenseIds: number[];
  alreadyImported: number;
  overLimit: number;
}

export interface StatementUndoResponse {
  removed: number;
  more: boolean;
}

/** The Free plan's message when an import stops at its limit (docs/product.md#statement-import-storing). */
export const importLimitMessage = (limit: number, imported: number, left: number) =>
  `The Free plan allows ${limit} expenses: ${imported} imported, ${left} left`;

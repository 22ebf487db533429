// The rows of a statement as the review shows them, and what the import sends of them
// (docs/product.md#statement-import-screen): the check's answer beside each row, the person's choices on top.
import {
  centsToDecimal,
  MAX_SHORT_TEXT_LENGTH,
  type ImportRule,
  type StatementCheckResponse,
} from '@reno/domain';
import { MAX_BATCH_ROWS, type StatementRow } from '@reno/domain/statement-import';

type CheckedRow = StatementCheckResponse['rows'][number];

/** A row of the statement with its fingerprint, what the check found, and whether it reads as a transfer. */
export interface ReviewRow {
  row: StatementRow;
  fingerprint: string;
  check: CheckedRow;
  transfer: boolean;
}

/** Where a row goes, as the person chose: imported or not, its category and payment method. */
export interface RowChoice {
  include: boolean;
  category: string;
  paymentMethod: string;
}

// A row of a vendor with no rule yet: the person picks, and the batch teaches the rule.
const NO_RULE = { category: 'other', paymentMethod: 'other' } as const;

export function reviewRows(
  rows: readonly StatementRow[],
  fingerprints: readonly string[],
  checked: StatementCheckResponse,
  /** The domain's looksLikeTransfer, from the reader's chunk. */
  isTransfer: (row: StatementRow) => boolean,
): ReviewRow[] {
  return rows.map((row, index) => ({
    row,
    fingerprint: fingerprints[index]!,
    check: checked.rows[index]!,
    transfer: isTransfer(row),
  }));
}

/** A row as the API takes it: a bank's text longer than a description may be is cut, never refused. */
export function sentRow(row: StatementRow, fingerprint: string) {
  return {
    fingerprint,
    date: row.date,
    description: row.description.slice(0, MAX_SHORT_TEXT_LENGTH),
    amount: centsToDecimal(row.amountCents),
  };
}

export type SentRow = ReturnType<typeof sentRow>;

/** The choice a row starts with: a new row is imported with its vendor's rule; a logged one is skipped. */
export function initialChoice({ check }: ReviewRow): RowChoice {
  const rule: Pick<ImportRule, 'category' | 'paymentMethod'> = check.rule ?? NO_RULE;
  return { include: check.status === 'new', category: rule.category, paymentMethod: rule.paymentMethod };
}

/** Whether a row is imported: never one an earlier import stored, nor a transfer when those are left out. */
export function isImported(review: ReviewRow, choice: RowChoice, leaveOutTransfers: boolean): boolean {
  if (review.check.status === 'imported') return false;
  if (leaveOutTransfers && review.transfer) return false;
  return choice.include;
}

/** A confirmed row as POST /api/statement-imports/{id}/batches takes it. */
export interface BatchRow {
  fingerprint: string;
  date: string;
  description: string;
  amount: string;
  category: string;
  paymentMethod: string;
}

/** The confirmed rows in batches of MAX_BATCH_ROWS, in the statement's order. */
export function importBatches(
  reviews: readonly ReviewRow[],
  choices: readonly RowChoice[],
  leaveOutTransfers: boolean,
): BatchRow[][] {
  const confirmed = reviews.flatMap((review, index) => {
    const choice = choices[index]!;
    if (!isImported(review, choice, leaveOutTransfers)) return [];
    return [
      {
        ...sentRow(review.row, review.fingerprint),
        category: choice.category,
        paymentMethod: choice.paymentMethod,
      },
    ];
  });
  const batches: BatchRow[][] = [];
  for (let start = 0; start < confirmed.length; start += MAX_BATCH_ROWS)
    batches.push(confirmed.slice(start, start + MAX_BATCH_ROWS));
  return batches;
}

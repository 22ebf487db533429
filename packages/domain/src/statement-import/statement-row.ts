// One bank transaction read from a statement (docs/product.md#statement-import).

export interface StatementRow {
  /** The row's number in the file, as a spreadsheet shows it; an OFX transaction's position in the file. */
  row: number;
  /** 'YYYY-MM-DD'. */
  date: string;
  description: string;
  /** Cents: more than 0 is money spent, less than 0 money back (a refund or a credit). Never 0. */
  amountCents: number;
  /** The bank's own id of the transaction (an OFX FITID), when the file gives one. */
  bankId: string | null;
}

/** How the file's transactions were read: enough to recognise next month's file of the same shape. */
export type StatementFormat = 'csv' | 'ofx';

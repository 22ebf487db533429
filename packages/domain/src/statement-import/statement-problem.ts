// Why a statement file is refused (docs/product.md#statement-import-refusals): the row's number, as a
// spreadsheet shows it, and the reason in words. A refused file stores nothing.
import { MAX_LISTED_PROBLEMS } from './limits';

export interface StatementProblem {
  /** The row's number in the file (the header is row 1 when there is one); null for the whole file. */
  row: number | null;
  message: string;
}

export const STATEMENT_MESSAGES = {
  // The limits are MAX_STATEMENT_BYTES and MAX_STATEMENT_ROWS (a test holds the texts to them).
  tooLarge: 'The file is larger than 5 MB',
  tooManyRows: 'The file has more than 10,000 rows',
  unreadableText: 'The text cannot be read: save the file as UTF-8, UTF-16 or Windows-1252',
  notAStatement: 'This is not a bank or card statement: no rows with a date and an amount',
  brokenOfx: 'This OFX file cannot be read',
} as const;

export const rowProblems = {
  columns: (found: number, expected: number) => `${found} columns where the file has ${expected}`,
  date: (text: string, order: string) => `the date '${text}' cannot be read as ${order}`,
  amount: (text: string) => `the amount '${text}' is not a number`,
  bothAmounts: 'both a debit and a credit',
  noAmount: 'no amount',
  description: 'no description',
  quotes: 'a quote is not closed',
} as const;

/** The whole file's problem. */
export const fileProblem = (message: string): StatementProblem => ({ row: null, message });

/** 'Row 12: the amount 'abc' is not a number'. */
export function problemText(problem: StatementProblem): string {
  return problem.row === null ? problem.message : `Row ${problem.row}: ${problem.message}`;
}

/** The first problems, and how many more there were: a file of 10,000 bad rows is told in a few lines. */
export function listedProblems(problems: readonly StatementProblem[]): {
  listed: StatementProblem[];
  more: number;
} {
  return {
    listed: problems.slice(0, MAX_LISTED_PROBLEMS),
    more: Math.max(0, problems.length - MAX_LISTED_PROBLEMS),
  };
}

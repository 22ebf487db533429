// Money moved between the household's own accounts is no spending (docs/product.md#statement-import-transfers):
// a card's payment from the bank account, a transfer to savings. Such rows are told by their words, and the
// import leaves them out when the person asks.
import type { StatementRow } from './statement-row';

const TRANSFER_WORDS = [
  /\bTRANSFER\b/,
  /\bXFER\b/,
  /\bAUTOPAY\b/,
  /\bAUTOMATIC PAYMENT\b/,
  /\bPAYMENT\s*-?\s*THANK\b/,
  /\bONLINE PAYMENT\b/,
  /\bCREDIT CARD PAYMENT\b/,
  /\bCARD PAYMENT TO\b/,
  /\bUMBUCHUNG\b/,
];

/** True when the row reads as money moved between one's own accounts. */
export function looksLikeTransfer(row: Pick<StatementRow, 'description'>): boolean {
  const text = row.description.toUpperCase();
  return TRANSFER_WORDS.some((pattern) => pattern.test(text));
}

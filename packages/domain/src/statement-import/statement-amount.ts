// An amount as banks write it (docs/product.md#statement-import-files): '1,234.56', '1.234,56' (a decimal
// comma), '$-12.50', '(12.50)' (accountants' negative), '12.50-', '1 234,56'. The result is
// signed cents as written; which sign is spending is the layout's business.
import { toCents } from '../money';

export type DecimalMark = '.' | ',';

// Currency signs and codes, and the spaces used to group thousands (plain, no-break, narrow no-break).
const DECORATION = /[$€£¥]|\b(?:USD|EUR|GBP|CAD|AUD|CHF)\b|[\s\u00A0\u202F']/g;
// Digits, thousands grouped by the other mark or not at all, then the decimals.
const GROUPED: Record<DecimalMark, RegExp> = {
  '.': /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/,
  ',': /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/,
};

/** Signed cents, or null when the text is not an amount; '' is null too (an empty debit or credit cell). */
export function statementAmount(text: string, decimalMark: DecimalMark): number | null {
  let rest = text.replace(DECORATION, '');
  let negative = false;
  if (rest.startsWith('-')) {
    rest = rest.slice(1);
    negative = true;
  }
  if (rest.startsWith('(') && rest.endsWith(')')) {
    rest = rest.slice(1, -1);
    negative = !negative;
  }
  if (rest.endsWith('-')) {
    rest = rest.slice(0, -1);
    negative = !negative;
  }
  if (rest.startsWith('+')) rest = rest.slice(1);
  const match = GROUPED[decimalMark].exec(rest);
  if (!match) return null;
  const [, whole = '', fraction] = match;
  const cents = toCents(`${whole.replace(/\D/g, '')}${fraction === undefined ? '' : `.${fraction}`}`);
  if (cents === null) return null;
  return negative ? -cents : cents;
}

/** The decimal mark the text is written with ('12,50', '1.234,56' → ','), or null when it shows none ('12'). */
export function writtenDecimalMark(text: string): DecimalMark | null {
  const match = /\d([.,])\d{1,2}\)?-?$/.exec(text.replace(DECORATION, ''));
  return match ? (match[1] as DecimalMark) : null;
}

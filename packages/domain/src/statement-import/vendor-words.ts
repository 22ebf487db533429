// Whether a bank's text and an expense name the same vendor (docs/product.md#statement-import-twice): 'THE
// HOME DEPOT #6543 SEATTLE WA' and 'Lumber, Home Depot' share 'HOME' and 'DEPOT'; 'HOMEDEPOT.COM' holds
// 'DEPOT'. Card processors' prefixes ('SQ *', 'TST*', 'POS DEBIT') and words every statement has are no
// evidence and are left out.

// Words shorter than this (state codes, '#', 'CO') say nothing about the vendor.
const MIN_WORD = 3;
// Within the other's letters run together, a word this long is evidence too: 'DEPOT' in 'HOMEDEPOTCOM'.
const MIN_INNER_WORD = 4;
const NOISE = new Set([
  'THE',
  'AND',
  'FOR',
  'INC',
  'LLC',
  'LTD',
  'CORP',
  'COM',
  'WWW',
  'POS',
  'DEBIT',
  'CREDIT',
  'CARD',
  'PURCHASE',
  'PAYMENT',
  'ONLINE',
  'STORE',
  'CHECKCARD',
  'RECURRING',
  'VISA',
  'MASTERCARD',
  'ACH',
  'PAYPAL',
  'TST',
  'SQU',
  'DBT',
  'PMT',
  'REFUND',
  'RETURN',
]);

/** The words that can name a vendor, in capitals. */
function vendorWords(text: string): string[] {
  return text
    .toUpperCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= MIN_WORD && !NOISE.has(word));
}

/**
 * The vendor a rule is learned for (docs/product.md#statement-import-rules): the first two vendor words,
 * 'THE HOME DEPOT #6543 SEATTLE' → 'HOME DEPOT'; null when the text has none.
 */
export function vendorKey(text: string): string | null {
  const words = vendorWords(text).slice(0, 2);
  return words.length === 0 ? null : words.join(' ');
}

/** True when the two texts share a vendor word, or a long word of one is inside the other's letters. */
export function sameVendor(bankText: string, expenseText: string): boolean {
  const bank = vendorWords(bankText);
  const expense = vendorWords(expenseText);
  const bankLetters = bank.join('');
  const expenseLetters = expense.join('');
  return (
    expense.some((word) => bank.includes(word)) ||
    expense.some((word) => word.length >= MIN_INNER_WORD && bankLetters.includes(word)) ||
    bank.some((word) => word.length >= MIN_INNER_WORD && expenseLetters.includes(word))
  );
}

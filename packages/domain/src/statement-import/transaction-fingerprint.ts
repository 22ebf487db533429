// A fingerprint of each bank transaction, kept with the expense it became
// (docs/product.md#statement-import-twice): importing the same file again, or next month's that overlaps it,
// finds its rows' fingerprints taken.
// An OFX transaction's is its account and the bank's own id; a CSV row's is its date, amount and
// description, and how many identical rows came before it in the file (two $4.50 coffees on one day are two).
import type { StatementRow } from './statement-row';

// FNV-1a, 64 bits: short keys, and two different transactions of one household never meet on one.
const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = (1n << 64n) - 1n;

/** 16 hexadecimal digits for a text: a fingerprint, a rule's id, a file shape's id. */
export function shortHash(text: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK;
  return hash.toString(16).padStart(16, '0');
}

/** Letters and digits only, in capitals: the same bank writes the same text with different spacing. */
const canonical = (description: string) => description.toUpperCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The rows' fingerprints, in order. */
export function transactionFingerprints(rows: readonly StatementRow[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    if (row.bankId !== null) return shortHash(`ofx ${row.bankId}`);
    const content = `${row.date} ${row.amountCents} ${canonical(row.description)}`;
    const occurrence = seen.get(content) ?? 0;
    seen.set(content, occurrence + 1);
    return shortHash(`csv ${content} ${occurrence}`);
  });
}

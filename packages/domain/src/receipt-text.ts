// The one reading of a receipt's text (OCR output, a PDF's text layer, Textract's field values) into the
// fields of a scan: the total paid (not the subtotal, tax or change), the date, and the vendor.
import { isValidCalendarDate } from './dates';
import { guessReceiptCategory } from './receipt-category';
import type { ReceiptScan } from './receipt-scan';

// '$1,234.56', 'USD 12.50', '12.50', and OCR's 'S12.50' for '$12.50'. Cents are required in free text,
// so that a quantity, a store number or a time is never read as money.
const MONEY = /(?:^|[^\d.,])(?:\$|S|USD\s?)?\s?(\d{1,3}(?:,\d{3})+|\d+)\s?[.,]\s?(\d{2})(?![\d])/g;
const WHOLE_MONEY = /^\s*(?:\$|USD\s?)?\s*(\d{1,3}(?:,\d{3})+|\d+)\s*$/;

/** Every amount on a line, as '1234.56'. */
function amountsIn(line: string): string[] {
  return [...line.matchAll(MONEY)].map((match) => `${Number(match[1]!.replaceAll(',', ''))}.${match[2]}`);
}

/** One field value as money ('$1,234.50', '45', 'USD 9.99') → '1234.50'; null if it is not money. */
export function parseReceiptAmount(text: string): string | null {
  const whole = WHOLE_MONEY.exec(text);
  if (whole) return `${Number(whole[1]!.replaceAll(',', ''))}.00`;
  const [first] = amountsIn(text);
  return first && Number(first) > 0 ? first : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
// Separators OCR may read a slash as ('1' is too common to guess); two-digit years are 20xx.
const DATE_FORMS: { pattern: RegExp; read: (m: RegExpExecArray) => [string, string, string] }[] = [
  { pattern: /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/, read: (m) => [m[1]!, m[2]!, m[3]!] },
  { pattern: /\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})\b/, read: (m) => [m[3]!, m[1]!, m[2]!] },
  {
    pattern: new RegExp(`\\b${MONTH_NAME}\\s*(\\d{1,2})(?:st|nd|rd|th)?,?\\s*(\\d{4})\\b`, 'i'),
    read: (m) => [m[3]!, monthNumber(m[1]!), m[2]!],
  },
  {
    pattern: new RegExp(`\\b(\\d{1,2})[-\\s]?${MONTH_NAME}[-\\s,]?\\s*(\\d{4})\\b`, 'i'),
    read: (m) => [m[3]!, monthNumber(m[2]!), m[1]!],
  },
];

function monthNumber(name: string): string {
  return String(MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1);
}

/**
 * OCR often reads a date's slashes as digits ('01/23/2025' → '0112302025', '7/24/25' → '7124125'). A run of
 * digits is read as such a date only when exactly one way of splitting it gives a valid date of 2000–2099.
 */
function slashlessDate(line: string): string | null {
  for (const [run] of line.matchAll(/(?<![\d.,$])\d{6,10}(?![\d.,])/g)) {
    const found = new Set<string>();
    const add = (year: string, month: string, day: string) => {
      const iso = `${year.length === 2 ? `20${year}` : year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
      if (/^20\d\d-/.test(iso) && isValidCalendarDate(iso)) found.add(iso);
    };
    if (run.length === 10) {
      add(run.slice(6), run.slice(0, 2), run.slice(3, 5));
      add(run.slice(0, 4), run.slice(5, 7), run.slice(8));
    }
    // M[M] 1 D[D] 1 YY[YY]: the separators read as '1'.
    for (const m of [1, 2])
      for (const d of [1, 2])
        for (const y of [2, 4]) {
          if (m + d + y + 2 !== run.length || run[m] !== '1' || run[m + 1 + d] !== '1') continue;
          add(run.slice(m + d + 2), run.slice(0, m), run.slice(m + 1, m + 1 + d));
        }
    if (found.size === 1) return [...found][0]!;
  }
  return null;
}

/** A date in a common US or ISO form ('03/14/2024', '3/14/24', '2024-03-14', 'Mar 14, 2024') → 'YYYY-MM-DD'. */
export function parseReceiptDate(text: string): string | null {
  for (const { pattern, read } of DATE_FORMS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [year, month, day] = read(match);
    const iso = `${year.length === 2 ? `20${year}` : year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
    if (isValidCalendarDate(iso)) return iso;
  }
  return null;
}

// OCR reads TOTAL as T0TAL or TOTA1 now and then.
const TOTAL = /t[o0]ta[l1i]/i;
const PAID_WORDS = /\b(amount\s+(due|paid)|balance\s+due|grand\s+t|total\s+due|amount)\b/i;
/** Lines that hold an amount but not the total paid. */
const NOT_THE_TOTAL =
  /(sub\s*-?\s*t[o0]ta[l1i]|\btax|\bchange\b|sav(ed|ings?)|discount|\btip\b|items?\b|qty|cash\s+tend|tendered|\bcash\b|points|rewards?|you\s+saved|before)/i;
/** Lines whose date is not the purchase date. */
const NOT_THE_DATE = /(return|expir|valid|due\s+by|exp\b|warranty)/i;
/** Header lines that are not the vendor's name. */
const NOT_THE_VENDOR =
  /^(sales\s+)?(receipt|invoice|welcome|thank|customer\s+copy|store\s*#|order|transaction|original|copy|cashier|date|tel|phone|www\.|http)/i;

function totalLineScore(line: string): number {
  if (NOT_THE_TOTAL.test(line)) return 0;
  if (/grand\s+t[o0]ta[l1i]|t[o0]ta[l1i]\s+(due|paid|amount)|amount\s+due|balance\s+due/i.test(line))
    return 3;
  if (TOTAL.test(line)) return 2;
  if (PAID_WORDS.test(line)) return 1;
  return 0;
}

function findTotal(lines: readonly string[]): { amount: string | null; confidence: number } {
  let best: { amount: string; score: number } | null = null;
  lines.forEach((line, index) => {
    const score = totalLineScore(line);
    if (score === 0) return;
    // A column layout may put the figure on the line below its label.
    const amount =
      amountsIn(line).at(-1) ?? (index + 1 < lines.length ? amountsIn(lines[index + 1]!)[0] : undefined);
    if (amount && Number(amount) > 0 && (!best || score > best.score)) best = { amount, score };
  });
  if (best) return { amount: (best as { amount: string }).amount, confidence: 0.9 };
  // No total line: the largest amount that is not cash handed over or change.
  const amounts = lines
    .filter((line) => !NOT_THE_TOTAL.test(line))
    .flatMap(amountsIn)
    .map(Number);
  if (amounts.length === 0) return { amount: null, confidence: 0 };
  return { amount: Math.max(...amounts).toFixed(2), confidence: 0.4 };
}

function findDate(lines: readonly string[]): { date: string | null; confidence: number } {
  const candidates = lines.filter((line) => !NOT_THE_DATE.test(line));
  const labelled = candidates.filter((line) => /date/i.test(line));
  for (const [group, confidence] of [
    [labelled, 0.9],
    [candidates, 0.8],
  ] as const) {
    for (const line of group) {
      const date = parseReceiptDate(line);
      if (date) return { date, confidence };
    }
  }
  for (const line of [...labelled, ...candidates]) {
    const date = slashlessDate(line);
    if (date) return { date, confidence: 0.5 };
  }
  return { date: null, confidence: 0 };
}

/** The part of a line that reads like a name (OCR puts specks apart from the text by wide gaps), or null. */
function nameIn(raw: string): string | null {
  const segments = raw.split(/\s{3,}|\t/).map((segment) =>
    segment
      .replace(/^[^A-Za-z0-9&'"]+|[^A-Za-z0-9.&')]+$/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  const lettersOf = (text: string) => text.replace(/[^A-Za-z]/g, '').length;
  const line = segments.sort((a, b) => lettersOf(b) - lettersOf(a))[0] ?? '';
  const letters = lettersOf(line);
  if (letters < 3 || letters < line.length / 2 || NOT_THE_VENDOR.test(line)) return null;
  if (amountsIn(line).length > 0 || parseReceiptDate(line) || /\d{3}/.test(line)) return null;
  return line;
}

/**
 * The first header line that reads like a name (before the address, phone and items), with the next
 * line when the name wrapped onto it (a short line of words, no digits).
 */
function findVendor(lines: readonly string[]): { vendor: string | null; confidence: number } {
  const header = lines.slice(0, 5);
  for (let index = 0; index < header.length; index += 1) {
    const name = nameIn(header[index]!);
    if (!name) continue;
    const next = header[index + 1] === undefined ? null : nameIn(header[index + 1]!);
    const wrapped = next && !/\d/.test(header[index + 1]!) && next.split(' ').length <= 3;
    return { vendor: wrapped ? `${name} ${next}` : name, confidence: 0.7 };
  }
  return { vendor: null, confidence: 0 };
}

/** A receipt's text → its scan. Confidences are the parser's own (0.4–0.9); callers may scale them. */
export function parseReceiptText(text: string): ReceiptScan {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const total = findTotal(lines);
  const date = findDate(lines);
  const vendor = findVendor(lines);
  return {
    amount: total.amount,
    date: date.date,
    vendor: vendor.vendor,
    category: guessReceiptCategory(vendor.vendor),
    confidence: { amount: total.confidence, date: date.confidence, vendor: vendor.confidence },
  };
}

// A date as banks write it (docs/product.md#statement-import-files): '2026-11-03', '11/03/2026' (month first),
// '03/11/2026' or '03.11.26' (day first), '20261103' (OFX), '3 Nov 2026', 'Nov 3, 2026'; a time after it is
// ignored. The result is 'YYYY-MM-DD'.
import { isValidCalendarDate } from '../dates';

/** Which part of a numeric date comes first: year, month or day. */
export type DateOrder = 'ymd' | 'mdy' | 'dmy';

export const DATE_ORDER_LABELS: Record<DateOrder, string> = {
  ymd: 'YYYY-MM-DD',
  mdy: 'MM/DD/YYYY',
  dmy: 'DD/MM/YYYY',
};

const NUMERIC = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{2,4})(?:$|[\sT])/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})(?:$|[\sT\d[])/;
const DAY_MONTH_NAME = /^(\d{1,2})[\s-]([A-Za-z]{3})[A-Za-z]*\.?[\s,-]+(\d{2,4})(?:$|\s)/;
const MONTH_NAME_DAY = /^([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{1,2}),?\s+(\d{4})(?:$|\s)/;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function fullYear(text: string): number {
  const year = Number(text);
  return text.length <= 2 ? 2000 + year : year;
}

function calendarDate(year: number, month: number, day: number): string | null {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isValidCalendarDate(text) ? text : null;
}

function monthNumber(name: string): number {
  return MONTHS.indexOf(name.toLowerCase()) + 1;
}

/** 'YYYY-MM-DD', or null when the text is no date written in that order. */
export function statementDate(text: string, order: DateOrder): string | null {
  const cell = text.trim();
  const compact = COMPACT.exec(cell);
  if (compact) return calendarDate(Number(compact[1]), Number(compact[2]), Number(compact[3]));
  const dayFirst = DAY_MONTH_NAME.exec(cell);
  if (dayFirst) return calendarDate(fullYear(dayFirst[3]!), monthNumber(dayFirst[2]!), Number(dayFirst[1]));
  const monthFirst = MONTH_NAME_DAY.exec(cell);
  if (monthFirst)
    return calendarDate(Number(monthFirst[3]), monthNumber(monthFirst[1]!), Number(monthFirst[2]));
  const numeric = NUMERIC.exec(cell);
  if (!numeric) return null;
  const [first, second, third] = [numeric[1]!, numeric[2]!, numeric[3]!];
  if (first.length === 4) return calendarDate(Number(first), Number(second), Number(third));
  if (order === 'ymd' || first.length === 3 || third.length === 3) return null;
  return order === 'mdy'
    ? calendarDate(fullYear(third), Number(first), Number(second))
    : calendarDate(fullYear(third), Number(second), Number(first));
}

/** True when the text reads as a date in some order. */
export function looksLikeDate(text: string): boolean {
  return statementDate(text, 'mdy') !== null || statementDate(text, 'dmy') !== null;
}

/**
 * The order a column of dates is written in: day first as soon as one day is past 12, month first as soon as
 * one is; `certain` is false when every date reads both ways (the preview asks then). Month first when
 * unsure, unless the file writes a decimal comma, as the countries that write day first do.
 */
export function guessDateOrder(
  texts: readonly string[],
  decimalMark: '.' | ',',
): { order: DateOrder; certain: boolean } {
  const numeric = texts.map((text) => NUMERIC.exec(text.trim())).filter((match) => match !== null);
  if (numeric.length === 0 || numeric.every((match) => match[1]!.length === 4))
    return { order: 'ymd', certain: true };
  if (numeric.some((match) => Number(match[1]) > 12)) return { order: 'dmy', certain: true };
  if (numeric.some((match) => Number(match[2]) > 12)) return { order: 'mdy', certain: true };
  return { order: decimalMark === ',' ? 'dmy' : 'mdy', certain: false };
}

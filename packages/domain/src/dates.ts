// Calendar dates travel as 'YYYY-MM-DD' and mean a local day, never UTC midnight (docs/product.md#dates).

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Dates are always shown in en-US ('Jan 5, 2025'). Written out rather than through Intl.DateTimeFormat: the
// first formatter a page or a Lambda builds loads ICU's pattern data, 15–25 ms on one task of the main thread
// (measured in a trace of the dashboard's load), for a format that never changes.
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** True for an existing day written 'YYYY-MM-DD': '2024-02-29' yes, '2025-02-30' no. */
export function isValidCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** 'YYYY-MM-DD' → that day's local midnight; an Invalid Date when the text is not a calendar date. */
export function parseLocalDate(value: string): Date {
  if (!isValidCalendarDate(value)) return new Date(Number.NaN);
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years 1–99 would otherwise be read as 1901–1999
  return date;
}

/** A 'YYYY-MM-DD' string is a local date; any other string or number goes through Date. */
export function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return parseLocalDate(value);
  return new Date(value);
}

/** 'Jan 5, 2025'; 'Invalid Date' when the value cannot be read as a date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Invalid Date';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${SHORT_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/**
 * Orders 'YYYY-MM-DD' dates and ISO timestamps, earliest first: such strings sort as text, character by
 * character. Not localeCompare, which builds a locale collator on first use (over 10 ms on a phone's main
 * thread) to apply language rules these strings do not need.
 */
export function compareIsoStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Whole days from one 'YYYY-MM-DD' to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** 'YYYY-MM-DD' of the day `days` after the date (before it when negative), the same in every time zone. */
export const addDays = (day: string, days: number): string =>
  new Date((dayNumber(day) + days) * 86_400_000).toISOString().slice(0, 10);

/**
 * The same day of the month `months` later, or the month's last day when it is shorter ('2025-01-31' + 1 →
 * '2025-02-28'; '2024-02-29' + 12 → '2025-02-28'). Always counted from `day`, so a schedule never drifts.
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const toYear = Math.floor(index / 12);
  const toMonth = (index % 12) + 1;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(toYear, 4)}-${pad(toMonth)}-${pad(Math.min(date, daysInMonth(toYear, toMonth)))}`;
}

/** The local day of `now` as 'YYYY-MM-DD'. */
export function todayLocalDateString(now: Date = new Date()): string {
  const year = String(now.getFullYear()).padStart(4, '0');
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

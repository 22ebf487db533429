// Where an offset falls in a date-descending list of expenses, from the count of each month and, in a busy
// month, of each day (expense-pages.ts, the whole project), or from the count of each day
// (expense-filtered-pages.ts, a category or a payment method): a page starts on that day, skipping only the
// day's newer rows.
import { SK_PREFIX } from './keys';

/** Above this many expenses to skip inside one month, reading the month's day counts is cheaper. */
const DAY_COUNTS_THRESHOLD = 10;

/**
 * The newest-first bucket (a month 'YYYY-MM' or a day 'DD': keys that sort as their dates) that holds row
 * `offset` (0-based), and the rows of it before that one.
 */
function bucketHolding(
  counts: Record<string, number>,
  offset: number,
): { bucket: string; skip: number } | null {
  const buckets = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => (a < b ? 1 : -1));
  let before = 0;
  for (const [bucket, count] of buckets) {
    if (before + count > offset) return { bucket, skip: offset - before };
    before += count;
  }
  return null;
}

/**
 * Where a Query newest first starts for row `offset`: below `upper` (an expense sort key bound), skipping
 * `skip` rows. One read of the month's day counts (`dayCounts`, by 'DD') when more than a few rows of the
 * month come first; null when the months hold fewer rows than `offset`.
 */
export async function locateOffset(
  monthCounts: Record<string, number>,
  offset: number,
  dayCounts: (month: string) => Promise<Record<string, number>>,
): Promise<{ upper: string; skip: number } | null> {
  const start = bucketHolding(monthCounts, offset);
  if (!start) return null;
  const month = start.bucket;
  const wholeMonth = { upper: `${SK_PREFIX.expense}${month}~`, skip: start.skip };
  if (start.skip <= DAY_COUNTS_THRESHOLD) return wholeMonth;
  const day = bucketHolding(await dayCounts(month), start.skip);
  // Counts and items disagree (a concurrent write): skip within the month.
  return day ? { upper: `${SK_PREFIX.expense}${month}-${day.bucket}~`, skip: day.skip } : wholeMonth;
}

/**
 * Where a Query newest first starts for row `offset`, from counts by day ('YYYYMMDD'): below the end of the
 * day that holds it, skipping the day's rows before it; null when the days hold fewer rows than `offset`.
 */
export function locateOffsetInDays(
  dayCounts: Record<string, number>,
  offset: number,
): { upper: string; skip: number } | null {
  const start = bucketHolding(dayCounts, offset);
  if (!start) return null;
  const day = `${start.bucket.slice(0, 4)}-${start.bucket.slice(4, 6)}-${start.bucket.slice(6, 8)}`;
  return { upper: `${SK_PREFIX.expense}${day}~`, skip: start.skip };
}

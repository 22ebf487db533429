// The dates a question names, read from its words against today: 'in October' (the latest October up to
// today), 'Oct 2026', 'July and August', 'this summer', 'last 30 days', 'since March', 'between May and
// July', 'Q3', 'this year', 'on March 3'. Each is a range of days, either end open.
import { periodLabel } from '@reno/domain';

export interface Period {
  /** 'YYYY-MM-DD', null: open. */
  from: string | null;
  to: string | null;
  /** How the question named it, when the dates alone do not say it ('this summer'). */
  name?: string;
}

/** 'this summer (Jun 1, 2026 – Aug 31, 2026)', 'Oct 2026', 'all dates'. */
export function periodWords(period: Period | null): string {
  if (!period) return 'all dates';
  const dates = periodLabel(period.from, period.to) ?? 'all dates';
  return period.name ? `${period.name} (${dates})` : dates;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};

/** A number written as digits or a word, else null. */
export function numberOf(word: string | undefined): number | null {
  if (word === undefined) return null;
  if (/^\d{1,3}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

const MONTHS: readonly (readonly string[])[] = [
  ['january', 'jan'],
  ['february', 'feb'],
  ['march', 'mar'],
  ['april', 'apr'],
  ['may'],
  ['june', 'jun'],
  ['july', 'jul'],
  ['august', 'aug'],
  ['september', 'sep', 'sept'],
  ['october', 'oct'],
  ['november', 'nov'],
  ['december', 'dec'],
];
/** 'may' and 'march' are also verbs: they are months only after one of these, or before a day or year. */
const MONTH_LEAD_WORDS = new Set([
  'in',
  'during',
  'for',
  'of',
  'since',
  'over',
  'from',
  'to',
  'between',
  'and',
  'through',
  'until',
  'till',
  'before',
  'after',
  'or',
  'vs',
  'versus',
  'than',
  'last',
  'this',
  'on',
]);
const SEASONS: Readonly<Record<string, { start: number; months: number }>> = {
  spring: { start: 3, months: 3 },
  summer: { start: 6, months: 3 },
  fall: { start: 9, months: 3 },
  autumn: { start: 9, months: 3 },
  winter: { start: 12, months: 3 },
};
const QUARTER_WORDS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, last: 4 };

const pad = (value: number) => String(value).padStart(2, '0');

/** Calendar arithmetic on 'YYYY-MM-DD' days, in UTC so no clock change moves a day. */
function day(year: number, month: number, date: number): string {
  const value = new Date(Date.UTC(year, month - 1, date));
  return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
}
function parts(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}
function addDays(date: string, days: number): string {
  const [year, month, dayOfMonth] = parts(date);
  return day(year, month, dayOfMonth + days);
}
/** Whole months from `month` of `year`, `count` of them. */
function months(year: number, month: number, count: number): Period {
  return { from: day(year, month, 1), to: day(year, month + count, 0) };
}

function monthIndex(word: string | undefined): number | null {
  if (word === undefined) return null;
  const index = MONTHS.findIndex((names) => names.includes(word));
  return index < 0 ? null : index + 1;
}

const yearOf = (word: string | undefined) => (word && /^(19|20)\d\d$/.test(word) ? Number(word) : null);
const dayOf = (word: string | undefined) => {
  const value = word && /^\d{1,2}$/.test(word) ? Number(word) : null;
  return value !== null && value >= 1 && value <= 31 ? value : null;
};

interface Read {
  length: number;
  period: Period;
}

/** A month, a day of a month, or a month's day first ('3 march'); a month without a year is the latest up to today. */
function readMonth(words: readonly string[], at: number, today: string): Read | null {
  const [todayYear, todayMonth] = parts(today);
  let month = monthIndex(words[at]);
  let dayFirst: number | null = null;
  let start = at;
  if (month === null) {
    dayFirst = dayOf(words[at]);
    month = dayFirst === null ? null : monthIndex(words[at + 1]);
    if (month === null) return null;
    start = at + 1;
  }
  let next = start + 1;
  const dayAfter = dayFirst === null ? dayOf(words[next]) : null;
  if (dayAfter !== null && !yearOf(words[next])) next += 1;
  const year = yearOf(words[next]);
  if (year !== null) next += 1;
  const ambiguous = words[start] === 'may' || words[start] === 'march' || words[start] === 'mar';
  if (
    ambiguous &&
    dayFirst === null &&
    dayAfter === null &&
    year === null &&
    !MONTH_LEAD_WORDS.has(words[at - 1] ?? '')
  )
    return null;
  const resolvedYear = year ?? (month <= todayMonth ? todayYear : todayYear - 1);
  const dayOfMonth = dayFirst ?? dayAfter;
  if (dayOfMonth !== null) {
    const date = day(resolvedYear, month, dayOfMonth);
    return { length: next - at, period: { from: date, to: date } };
  }
  return { length: next - at, period: months(resolvedYear, month, 1) };
}

/** The latest season of that name that has started (this) or ended (last) by today. */
function season(name: string, which: 'this' | 'last', year: number | null, today: string): Period {
  const { start, months: count } = SEASONS[name]!;
  const range = (y: number) => months(y, start, count);
  if (year !== null) return { ...range(year), name: `${name} ${year}` };
  let candidate = parts(today)[0];
  const ok = (period: Period) => (which === 'this' ? period.from! <= today : period.to! < today);
  while (!ok(range(candidate))) candidate -= 1;
  return { ...range(candidate), name: `${which} ${name}` };
}

function readSeason(words: readonly string[], at: number, today: string): Read | null {
  const which = words[at] === 'last' ? 'last' : words[at] === 'this' || words[at] === 'the' ? 'this' : null;
  const nameAt = which ? at + 1 : at;
  const name = words[nameAt];
  if (!name || !(name in SEASONS)) return null;
  const year = yearOf(words[nameAt + 1]);
  return {
    length: nameAt - at + 1 + (year === null ? 0 : 1),
    period: season(name, which ?? 'this', year, today),
  };
}

function readQuarter(words: readonly string[], at: number, today: string): Read | null {
  let quarter: number | null = null;
  let next = at;
  const short = /^q([1-4])$/.exec(words[at] ?? '');
  if (short) {
    quarter = Number(short[1]);
    next = at + 1;
  } else if (words[at + 1] === 'quarter') {
    quarter = QUARTER_WORDS[words[at] ?? ''] ?? (/^[1-4]$/.test(words[at] ?? '') ? Number(words[at]) : null);
    next = at + 2;
  }
  if (quarter === null) return null;
  if (words[next] === 'of' && yearOf(words[next + 1])) next += 1;
  const year = yearOf(words[next]) ?? parts(today)[0];
  if (yearOf(words[next])) next += 1;
  return { length: next - at, period: { ...months(year, quarter * 3 - 2, 3), name: `Q${quarter} ${year}` } };
}

/** How many days `count` of a unit span ending today (or, `ahead`, starting today). */
function spanDays(count: number, unit: string, today: string, ahead: boolean): number | null {
  if (unit === 'days' || unit === 'day') return count;
  if (unit === 'weeks' || unit === 'week') return 7 * count;
  if (unit !== 'months' && unit !== 'month') return null;
  const [year, month, date] = parts(today);
  const end = day(year, month + (ahead ? count : -count), date);
  const [from, to] = ahead ? [today, end] : [end, today];
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

/** 'last 30 days', 'past two weeks', 'last 3 months' up to and including today; 'next 30 days' from it. */
function readSpan(words: readonly string[], at: number, today: string): Read | null {
  const ahead = ['next', 'coming'].includes(words[at] ?? '');
  if (!ahead && !['last', 'past', 'previous'].includes(words[at] ?? '')) return null;
  const count = numberOf(words[at + 1]);
  const unit = words[at + 2];
  const days = count === null || count < 1 || !unit ? null : spanDays(count, unit, today, ahead);
  if (days === null) return null;
  const name = `the ${ahead ? 'next' : 'last'} ${count} ${unit}`;
  const period = ahead
    ? { from: today, to: addDays(today, days - 1), name }
    : { from: addDays(today, 1 - days), to: today, name };
  return { length: 3, period };
}

function readRelative(words: readonly string[], at: number, today: string): Read | null {
  const [year, month] = parts(today);
  const two = `${words[at]} ${words[at + 1] ?? ''}`;
  const yearSoFar = { from: day(year, 1, 1), to: today, name: 'this year so far' };
  if (words.slice(at, at + 4).join(' ') === 'so far this year') return { length: 4, period: yearSoFar };
  if (words.slice(at, at + 3).join(' ') === 'year to date') return { length: 3, period: yearSoFar };
  if (words[at] === 'ytd') return { length: 1, period: yearSoFar };
  const weekStart = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const table: Record<string, Period> = {
    'this month': months(year, month, 1),
    'last month': months(year, month - 1, 1),
    'past month': { from: addDays(today, -29), to: today, name: 'the past month' },
    'this year': months(year, 1, 12),
    'last year': months(year - 1, 1, 12),
    'this week': { from: weekStart, to: addDays(weekStart, 6), name: 'this week' },
    'last week': { from: addDays(weekStart, -7), to: addDays(weekStart, -1), name: 'last week' },
    'next week': { from: addDays(weekStart, 7), to: addDays(weekStart, 13), name: 'next week' },
    'next month': { ...months(year, month + 1, 1), name: 'next month' },
    'past week': { from: addDays(today, -6), to: today, name: 'the past week' },
    'this quarter': { ...months(year, month - ((month - 1) % 3), 3), name: 'this quarter' },
    'last quarter': { ...months(year, month - ((month - 1) % 3) - 3, 3), name: 'last quarter' },
  };
  if (table[two]) return { length: 2, period: table[two] };
  if (words[at] === 'today') return { length: 1, period: { from: today, to: today, name: 'today' } };
  if (words[at] === 'yesterday') {
    const date = addDays(today, -1);
    return { length: 1, period: { from: date, to: date, name: 'yesterday' } };
  }
  const year4 = yearOf(words[at]);
  if (year4 !== null) return { length: 1, period: months(year4, 1, 12) };
  return null;
}

/** One period starting at `at`, without a lead word. */
function readOne(words: readonly string[], at: number, today: string): Read | null {
  return (
    readSpan(words, at, today) ??
    readRelative(words, at, today) ??
    readSeason(words, at, today) ??
    readQuarter(words, at, today) ??
    readMonth(words, at, today)
  );
}

const RANGE_ENDS = new Set(['to', 'through', 'till', 'until', 'and', 'thru']);

/**
 * The period starting at `at`: one of the forms above, or 'since X', 'before X', 'after X', 'until X',
 * 'between X and Y', 'from X to Y', 'X to Y', 'X through Y'. Returns the words it took.
 */
export function periodAt(words: readonly string[], at: number, today: string): Read | null {
  const lead = words[at];
  if (lead === 'since' || lead === 'after' || lead === 'before' || lead === 'until' || lead === 'till') {
    const inner = readOne(words, at + 1, today);
    if (!inner) return null;
    const { from, to } = inner.period;
    const period: Period =
      lead === 'since'
        ? { from, to: null }
        : lead === 'after'
          ? { from: addDays(to!, 1), to: null }
          : lead === 'before'
            ? { from: null, to: addDays(from!, -1) }
            : { from: null, to };
    return { length: inner.length + 1, period };
  }
  if (lead === 'between' || lead === 'from') {
    const first = readOne(words, at + 1, today);
    const joint = first ? words[at + 1 + first.length] : undefined;
    const second =
      first && joint && RANGE_ENDS.has(joint) ? readOne(words, at + 2 + first.length, today) : null;
    if (first && second)
      return {
        length: first.length + second.length + 2,
        period: { from: first.period.from, to: second.period.to },
      };
    return null;
  }
  const first = readOne(words, at, today);
  if (!first) return null;
  const joint = words[at + first.length];
  if (joint && joint !== 'and' && RANGE_ENDS.has(joint)) {
    const second = readOne(words, at + first.length + 1, today);
    if (second)
      return {
        length: first.length + second.length + 1,
        period: { from: first.period.from, to: second.period.to },
      };
  }
  return first;
}

/** Two periods said with 'and' that meet end to start ('July and August') are one range. */
export function adjoining(a: Period, b: Period): Period | null {
  if (!a.to || !b.from || a.name || b.name) return null;
  return addDays(a.to, 1) === b.from ? { from: a.from, to: b.to } : null;
}

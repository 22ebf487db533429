import type { ExpenseCategory, ExpenseGrouping, PaymentMethod } from '@reno/domain';

/**
 * The offline assistant's reading of a question: which kinds of answer it asks for (topics) and the
 * expense filters it names (category, payment method, month). Deterministic and table-driven: each
 * table below lists the phrases that select one thing, matched as whole words in lower case.
 */
export type Topic =
  | 'forecast'
  | 'owing'
  | 'overdue'
  | 'timeline'
  | 'largest'
  | 'recent'
  | 'totals'
  | 'estimates'
  | 'remaining'
  | 'budget'
  | 'spent';

interface MonthFilter {
  /** 'YYYY-MM'. */
  month: string;
  from: string;
  to: string;
}

export interface QuestionReading {
  /** In answer order; empty when the question is none of the forms the offline assistant knows. */
  topics: Topic[];
  groupBy: ExpenseGrouping | null;
  category: ExpenseCategory | null;
  paymentMethod: PaymentMethod | null;
  month: MonthFilter | null;
  /** How many expenses a 'largest' answer lists ('top 3', '5 biggest'); null: the default. */
  listSize: number | null;
}

/** Topic phrases, in the order the answers are given when a question asks for several. */
const TOPIC_PHRASES: readonly (readonly [Topic, readonly string[]])[] = [
  ['budget', ['budget', 'budgeted']],
  ['remaining', ['remaining', 'left', 'over budget', 'under budget', 'afford', 'still have']],
  ['forecast', ['projected', 'projection', 'forecast', 'final cost', 'end up', 'on budget']],
  ['spent', ['spent', 'spend', 'spending', 'cost', 'costs', 'paid', 'pay', 'payments', 'expenses']],
  ['totals', []], // chosen by a grouping phrase (GROUPING_PHRASES), not by a word of its own
  ['largest', ['largest', 'biggest', 'most expensive', 'highest', 'top']],
  ['recent', ['recent', 'latest', 'newest', 'last few']],
  ['estimates', ['estimate', 'estimates', 'quote', 'quotes', 'bid', 'bids']],
  ['owing', ['owe', 'owing', 'owed', 'unpaid', 'outstanding', 'still to pay', 'left to pay', 'not paid']],
  ['overdue', ['overdue', 'late', 'behind', 'missed', 'past due']],
  ['timeline', ['milestone', 'milestones', 'timeline', 'schedule', 'next step', 'next up', 'what s next']],
];

/**
 * Which topics a more specific one makes redundant: 'How much do I still owe?' is not also a spending
 * question, 'Is anything overdue?' not the whole timeline, 'spending by month' not one total.
 */
const SUPERSEDES: Partial<Record<Topic, readonly Topic[]>> = {
  owing: ['estimates', 'spent', 'remaining'],
  overdue: ['timeline'],
  totals: ['spent'],
  largest: ['spent', 'recent'],
  recent: ['spent'],
  forecast: ['spent', 'budget', 'remaining'],
  remaining: ['budget', 'spent'],
};

const GROUPING_PHRASES: readonly (readonly [ExpenseGrouping, readonly string[]])[] = [
  ['paymentMethod', ['by payment method', 'per payment method', 'each payment method', 'payment methods']],
  ['category', ['by category', 'per category', 'each category', 'categories', 'breakdown']],
  ['month', ['by month', 'per month', 'each month', 'monthly', 'month by month']],
  ['contractor', ['by contractor', 'per contractor', 'each contractor', 'contractors']],
];

// 'Other' is left out: 'other projects' would read as the category.
const CATEGORY_PHRASES: readonly (readonly [ExpenseCategory, readonly string[]])[] = [
  ['materials', ['material', 'materials']],
  ['labor', ['labor', 'labour']],
  ['permits', ['permit', 'permits']],
  ['tools', ['tool', 'tools']],
  ['equipment', ['equipment']],
  ['utilities', ['utility', 'utilities']],
];

const PAYMENT_PHRASES: readonly (readonly [PaymentMethod, readonly string[]])[] = [
  ['credit_card', ['credit card', 'credit cards', 'by credit']],
  ['debit_card', ['debit card', 'debit cards', 'by debit']],
  ['bank_transfer', ['bank transfer', 'bank transfers', 'wire transfer']],
  ['check', ['by check', 'by cheque', 'checks', 'cheques', 'with a check', 'in checks']],
  ['financing', ['financing', 'financed']],
  ['cash', ['cash', 'in cash']],
];

const MONTH_NAMES = [
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
] as const;

/** A month name counts only after one of these or before a year, so 'may I…' is not May. */
const MONTH_LEAD_WORDS = ['in', 'during', 'for', 'of', 'since', 'over'];

const RELATIVE_MONTHS: readonly (readonly [string, number])[] = [
  ['this month', 0],
  ['last month', -1],
];

const NUMBER_WORDS: Record<string, number> = { three: 3, five: 5, ten: 10 };

/** Lower case, punctuation as spaces, padded: a phrase matches as ` phrase `. */
function normalise(question: string): string {
  return ` ${question
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

const mentions = (text: string, phrase: string) => text.includes(` ${phrase} `);

function firstMatch<T>(text: string, table: readonly (readonly [T, readonly string[]])[]): T | null {
  return table.find(([, phrases]) => phrases.some((phrase) => mentions(text, phrase)))?.[0] ?? null;
}

function monthFilter(year: number, monthIndex: number): MonthFilter {
  const month = `${year}-${String(monthIndex + 1).padStart(2, '0')}`;
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return { month, from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** 'in October' is the latest October up to today; 'Oct 2026' is that one; 'last month' counts back. */
function readMonth(text: string, today: string): MonthFilter | null {
  const [todayYear, todayMonth] = today.split('-').map(Number) as [number, number];
  for (const [phrase, offset] of RELATIVE_MONTHS) {
    if (mentions(text, phrase)) {
      const index = todayYear * 12 + (todayMonth - 1) + offset;
      return monthFilter(Math.floor(index / 12), index % 12);
    }
  }
  const words = text.trim().split(' ');
  for (const [position, word] of words.entries()) {
    const monthIndex = MONTH_NAMES.findIndex((names) => (names as readonly string[]).includes(word));
    if (monthIndex < 0) continue;
    const next = words[position + 1] ?? '';
    const year = /^\d{4}$/.test(next) ? Number(next) : null;
    if (year === null && !MONTH_LEAD_WORDS.includes(words[position - 1] ?? '')) continue;
    return monthFilter(year ?? (monthIndex + 1 <= todayMonth ? todayYear : todayYear - 1), monthIndex);
  }
  return null;
}

function readListSize(text: string): number | null {
  const match =
    / (?:top|the) (\d{1,2}|three|five|ten) | (\d{1,2}|three|five|ten) (?:largest|biggest|most expensive|highest) /.exec(
      text,
    );
  const raw = match?.[1] ?? match?.[2];
  if (!raw) return null;
  return NUMBER_WORDS[raw] ?? Number(raw);
}

export function readQuestion(question: string, today: string): QuestionReading {
  const text = normalise(question);
  const groupBy = firstMatch(text, GROUPING_PHRASES);
  const found = new Set<Topic>(
    TOPIC_PHRASES.filter(([, phrases]) => phrases.some((phrase) => mentions(text, phrase))).map(
      ([topic]) => topic,
    ),
  );
  if (groupBy) found.add('totals');

  const reading: QuestionReading = {
    topics: [],
    groupBy,
    category: firstMatch(text, CATEGORY_PHRASES),
    paymentMethod: firstMatch(text, PAYMENT_PHRASES),
    month: readMonth(text, today),
    listSize: readListSize(text),
  };
  for (const topic of [...found]) for (const redundant of SUPERSEDES[topic] ?? []) found.delete(redundant);
  reading.topics = TOPIC_PHRASES.map(([topic]) => topic).filter((topic) => found.has(topic));
  return reading;
}

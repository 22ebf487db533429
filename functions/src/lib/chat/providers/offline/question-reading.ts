// A question read word by word: each word is a date (periods.ts), one of the homeowner's names
// (record-names.ts), a known phrase (lexicon.ts), a number, or not understood. Nothing is guessed here;
// interpretation.ts decides what the words together ask for.
import type { EstimateStatus, ExpenseCategory, ExpenseGrouping, PaymentMethod } from '@reno/domain';
import type { ContractorName } from '../../project-context';
import { phraseAt, type Ask, type OutsideReason, type Signal } from './lexicon';
import { adjoining, numberOf, periodAt, type Period } from './periods';
import { nameAt, type NameSignal, type RecordNames } from './record-names';
import { wordsOf } from './words';

type Token = { words: string[] } & (
  | Signal
  | NameSignal
  | { kind: 'period'; period: Period }
  | { kind: 'number'; value: number }
  | { kind: 'unknown' }
);

/** Words the reader did not understand, and what stood before and after them. */
export interface UnknownSpan {
  words: string[];
  /** The preposition or phrase before it, fillers skipped ('on', 'at', 'how much'), or null. */
  precededBy: string | null;
  /** What follows it, fillers skipped ('cost'), or null. */
  followedBy: string | null;
  /** Whether a join ('and', 'or') sits between it and the previous unknown span. */
  joinedToPrevious: boolean;
}

export interface Reading {
  words: string[];
  asks: Ask[];
  categories: ExpenseCategory[];
  methods: PaymentMethod[];
  groupings: ExpenseGrouping[];
  statuses: EstimateStatus[];
  trades: string[];
  /** Each contractor named, with every contractor the words may mean. */
  contractors: ContractorName[][];
  periods: Period[];
  numbers: number[];
  otherProject: { id: number; name: string } | null;
  outside: OutsideReason | null;
  compare: boolean;
  /** 'and' or 'or' joins parts of it. */
  joins: ('and' | 'or')[];
  future: boolean;
  refer: boolean;
  /** 'and in October?', 'what about labor?': the question builds on the previous one. */
  followUp: boolean;
  /** It speaks of expenses (the noun), in the plural when `pluralExpenses`. */
  expenses: boolean;
  pluralExpenses: boolean;
  unknown: UnknownSpan[];
}

const PLURAL_NOUNS = new Set([
  'expenses',
  'purchases',
  'items',
  'things',
  'payments',
  'transactions',
  'receipts',
  'entries',
  'ones',
]);

function tokenize(question: string, today: string, names: RecordNames): Token[] {
  const words = wordsOf(question);
  const tokens: Token[] = [];
  for (let at = 0; at < words.length;) {
    const period = periodAt(words, at, today);
    if (period) {
      tokens.push({ kind: 'period', period: period.period, words: words.slice(at, at + period.length) });
      at += period.length;
      continue;
    }
    const name = nameAt(names, words, at);
    const phrase = phraseAt(words, at);
    if (name && (!phrase || name[0] >= phrase[0])) {
      tokens.push({ ...name[1], words: words.slice(at, at + name[0]) });
      at += name[0];
      continue;
    }
    if (phrase) {
      tokens.push({ ...phrase[1], words: words.slice(at, at + phrase[0]) });
      at += phrase[0];
      continue;
    }
    const number = numberOf(words[at]);
    tokens.push(
      number === null
        ? { kind: 'unknown', words: [words[at]!] }
        : { kind: 'number', value: number, words: [words[at]!] },
    );
    at += 1;
  }
  return tokens;
}

const push = <T>(list: T[], value: T) => {
  if (!list.includes(value)) list.push(value);
};

/** Runs of words not understood, each with the meaningful words around it. */
function unknownSpans(tokens: readonly Token[]): UnknownSpan[] {
  const spans: UnknownSpan[] = [];
  const meaningful = (token: Token) => token.kind !== 'filler';
  let joinSincePrevious = false;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.kind === 'join') joinSincePrevious = true;
    if (token.kind !== 'unknown') continue;
    let end = index;
    while (tokens[end + 1]?.kind === 'unknown') end += 1;
    const before = tokens.slice(0, index).reverse().find(meaningful);
    const after = tokens.slice(end + 1).find(meaningful);
    spans.push({
      words: tokens.slice(index, end + 1).flatMap((unknown) => unknown.words),
      precededBy: before ? before.words.join(' ') : null,
      followedBy: after ? after.words.join(' ') : null,
      joinedToPrevious: spans.length > 0 && joinSincePrevious,
    });
    joinSincePrevious = false;
    index = end;
  }
  return spans;
}

/** Adjoining periods said with 'and' are one ('July and August'); 'July or August' are compared. */
function mergedPeriods(periods: Period[], reading: Reading): Period[] {
  if (
    !reading.joins.includes('and') ||
    reading.joins.includes('or') ||
    reading.compare ||
    periods.length !== 2
  )
    return periods;
  const merged = adjoining(periods[0]!, periods[1]!);
  return merged ? [merged] : periods;
}

/** The reading's list each kind of listed token adds its value to. */
const LIST_OF = {
  category: 'categories',
  method: 'methods',
  grouping: 'groupings',
  status: 'statuses',
  trade: 'trades',
} as const satisfies Partial<Record<Token['kind'], keyof Reading>>;

/** What one token adds to the reading. */
function note(reading: Reading, token: Token): void {
  switch (token.kind) {
    case 'compare':
    case 'future':
    case 'refer':
    case 'followUp':
    case 'expenses':
      reading[token.kind] = true;
      break;
    case 'ask':
      push(reading.asks, token.ask);
      break;
    case 'category':
    case 'method':
    case 'grouping':
    case 'status':
    case 'trade':
      // Each list holds its kind's values (LIST_OF pairs them), which TypeScript cannot follow through a lookup.
      push(reading[LIST_OF[token.kind]] as string[], token.value);
      break;
    case 'contractor':
      if (
        !reading.contractors.some(
          (known) => known.length === 1 && token.candidates.length === 1 && known[0] === token.candidates[0],
        )
      )
        reading.contractors.push(token.candidates);
      break;
    case 'period':
      reading.periods.push(token.period);
      break;
    case 'number':
      reading.numbers.push(token.value);
      break;
    case 'otherProject':
      reading.otherProject = { id: token.id, name: token.name };
      break;
    case 'outside':
      reading.outside ??= token.reason;
      break;
    case 'join':
      push(reading.joins, token.word);
      break;
    default:
      break;
  }
  if (token.words.some((word) => PLURAL_NOUNS.has(word))) reading.pluralExpenses = true;
}

export function readQuestion(question: string, today: string, names: RecordNames): Reading {
  const tokens = tokenize(question, today, names);
  const reading: Reading = {
    words: wordsOf(question),
    asks: [],
    categories: [],
    methods: [],
    groupings: [],
    statuses: [],
    trades: [],
    contractors: [],
    periods: [],
    numbers: [],
    otherProject: null,
    outside: null,
    compare: false,
    joins: [],
    future: false,
    refer: false,
    followUp: tokens[0]?.kind === 'join' || tokens[0]?.kind === 'followUp',
    expenses: false,
    pluralExpenses: false,
    unknown: unknownSpans(tokens),
  };
  for (const token of tokens) note(reading, token);
  reading.periods = mergedPeriods(reading.periods, reading);
  // 'Anything next week?': dates still ahead, and nothing else asked, ask what comes then.
  const ahead = (period: Period) => period.from !== null && period.from > today;
  if (reading.asks.length === 0 && reading.periods.length > 0 && reading.periods.every(ahead))
    reading.asks.push('upcoming');
  return reading;
}

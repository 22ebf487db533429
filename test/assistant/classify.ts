// How an answer is classed against what the question set expects: right (every expected figure and word,
// and no other figure), declined (no figure at all), or wrong (a figure that answers something else).

export interface Expected {
  /** Amounts as answers write them ('$1,234.50'): all must be stated. */
  amounts: string[];
  /** Other words all must hold (names, counts: '6 expenses'). */
  words?: string[];
  /** Amounts it may also state (the parts of a total, the other side of a comparison). */
  allowed?: string[];
}

export type AnswerClass = 'right' | 'declined' | 'wrong';

const MONEY = /-?\$[\d,]+\.\d{2}/g;
const COUNT = /\b\d[\d,]* (expenses?|estimates?|milestones?|contractors?|categories|category)\b/;

/** `expected` null: a question that must be declined. */
export function classify(answer: string, expected: Expected | null): AnswerClass {
  const amounts = answer.match(MONEY) ?? [];
  const figure = amounts.length > 0 || COUNT.test(answer);
  if (expected === null) return figure ? 'wrong' : 'declined';
  const allowed = new Set([...expected.amounts, ...(expected.allowed ?? [])]);
  const complete = [...expected.amounts, ...(expected.words ?? [])].every((part) => answer.includes(part));
  if (complete && amounts.every((amount) => allowed.has(amount))) return 'right';
  return figure ? 'wrong' : 'declined';
}

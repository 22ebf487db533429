// The figures a right answer states, worked out from a project seed alone: sums and counts under
// filters, estimates with tax and change orders, what is owed, the plan and the forecast. Nothing here
// calls the tools or the data layer; the arithmetic and the formatting are the test's own.
import {
  ESTIMATE_TAX_RATE_HUNDREDTHS,
  type ProjectSeed,
  type SeedEstimate,
  type SeedExpense,
} from './seed-project';

export const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

export interface Filter {
  category?: string;
  method?: string;
  contractor?: string;
  from?: string;
  to?: string;
  /** Every word must start a word of the description or notes (a trailing 's' dropped). */
  text?: string;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
const stem = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

function mentions(expense: SeedExpense, text: string): boolean {
  const present = wordsOf(`${expense.description} ${expense.notes ?? ''}`);
  return wordsOf(text).every((word) => present.some((candidate) => candidate.startsWith(stem(word))));
}

const taxed = (cents: number) => cents + Math.round((cents * ESTIMATE_TAX_RATE_HUNDREDTHS) / 10_000);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export interface EstimateFigures {
  title: string;
  status: string;
  contractor: string;
  original: number;
  approvedChanges: number;
  revised: number;
  paid: number;
  /** What is still owed: approved only. */
  owing: number;
}

export function figuresOf(seed: ProjectSeed) {
  const expenses = seed.expenses;
  const matching = (filter: Filter = {}) =>
    expenses.filter(
      (e) =>
        (!filter.category || e.category === filter.category) &&
        (!filter.method || e.paymentMethod === filter.method) &&
        (!filter.contractor || e.contractor === filter.contractor) &&
        (!filter.from || e.date >= filter.from) &&
        (!filter.to || e.date <= filter.to) &&
        (!filter.text || mentions(e, filter.text)),
    );
  const total = (filter: Filter = {}) => sum(matching(filter).map((e) => e.amountCents));
  const estimate = (e: SeedEstimate): EstimateFigures => {
    const approvedChanges = sum(
      (e.changeOrders ?? []).filter((c) => c.status === 'approved').map((c) => taxed(c.amountCents)),
    );
    const revised = taxed(e.amountCents) + approvedChanges;
    const paid = sum(expenses.filter((x) => x.estimate === e.key).map((x) => x.amountCents));
    return {
      title: e.title,
      status: e.status,
      contractor: seed.contractors.find((c) => c.key === e.contractor)!.name,
      original: taxed(e.amountCents),
      approvedChanges,
      revised,
      paid,
      owing: e.status === 'approved' ? Math.max(revised - paid, 0) : 0,
    };
  };
  const estimates = Object.fromEntries(seed.estimates.map((e) => [e.key, estimate(e)]));
  const committedIn = (category: string) =>
    sum(seed.estimates.filter((e) => e.category === category).map((e) => estimate(e).owing));
  const committed = sum(Object.values(estimates).map((e) => e.owing));
  const spent = total();
  const planLines = (seed.plan?.lines ?? []).map((line) => {
    const projected = total({ category: line.category }) + committedIn(line.category);
    return { ...line, projected, variance: line.plannedCents - projected };
  });
  const overruns = sum(planLines.map((line) => Math.max(-line.variance, 0)));
  return {
    seed,
    matching,
    total,
    count: (filter: Filter = {}) => matching(filter).length,
    spent,
    estimates,
    committed,
    projected: spent + committed,
    variance: seed.budgetCents - spent - committed,
    planLines,
    contingencyLeft: (seed.plan?.contingencyCents ?? 0) - overruns,
    contractorName: (key: string) => seed.contractors.find((c) => c.key === key)!.name,
    /** Largest first, then newest first among equal amounts. */
    byAmount: (filter: Filter = {}) =>
      [...matching(filter)].sort((a, b) => b.amountCents - a.amountCents || b.date.localeCompare(a.date)),
  };
}

export type Figures = ReturnType<typeof figuresOf>;

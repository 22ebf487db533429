// The figures a right answer states, worked out from a project seed alone: sums and counts under
// filters, estimates with tax and change orders, what is owed, the plan and the forecast. Nothing here
// calls the tools or the data layer; the arithmetic and the formatting are the test's own.
import {
  ESTIMATE_TAX_RATE_HUNDREDTHS,
  SEED_TODAY,
  type ProjectSeed,
  type SeedEstimate,
  type SeedExpense,
} from './seed-project';

export const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** '2026-11-27' → 'Nov 27, 2026', as answers write a date. */
export const dayWords = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

export interface Filter {
  category?: string;
  method?: string;
  contractor?: string;
  from?: string;
  to?: string;
  /** Every word must be a whole word of the description or notes (a trailing 's' dropped on both sides);
   * the question set words -ing and -ed searches with `descriptions` instead. */
  text?: string;
  /** Exactly these expenses, by description. */
  descriptions?: readonly string[];
}

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
const stem = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

function mentions(expense: SeedExpense, text: string): boolean {
  const present = wordsOf(`${expense.description} ${expense.notes ?? ''}`).map(stem);
  return wordsOf(text).every((word) => present.includes(stem(word)));
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

/** One installment of a seeded schedule: its amount (the final one is the rest), paid in order. */
export interface InstallmentFigures {
  estimate: string;
  contractor: string;
  /** Its label, else 'Deposit', 'Progress payment', 'Final payment'. */
  name: string;
  amount: number;
  left: number;
  dueOn: string;
  overdue: boolean;
}

const KIND_NAMES = { deposit: 'Deposit', progress: 'Progress payment', final: 'Final payment' } as const;

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
        (!filter.text || mentions(e, filter.text)) &&
        (!filter.descriptions || filter.descriptions.includes(e.description)),
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
  const installmentsOf = (e: SeedEstimate): InstallmentFigures[] => {
    const figures = estimate(e);
    const fixed = sum((e.schedule ?? []).map((i) => i.amountCents ?? 0));
    let paid = figures.paid;
    return (e.schedule ?? []).map((i) => {
      const amount = i.amountCents ?? figures.revised - fixed;
      const paidOn = Math.min(amount, paid);
      paid -= paidOn;
      const left = amount - paidOn;
      return {
        estimate: e.title,
        contractor: figures.contractor,
        name: i.label ?? KIND_NAMES[i.kind],
        amount,
        left,
        dueOn: i.dueDate,
        overdue: left > 0 && i.dueDate < SEED_TODAY,
      };
    });
  };
  /** Every installment still to pay, earliest first. */
  const unpaid = seed.estimates
    .filter((e) => e.status === 'approved')
    .flatMap(installmentsOf)
    .filter((i) => i.left > 0)
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn));
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
    unpaid,
    /** The open milestones not yet due, earliest first, and those overdue. */
    milestonesAhead: seed.milestones
      .filter((m) => !m.completed && m.targetDate >= SEED_TODAY)
      .sort((a, b) => a.targetDate.localeCompare(b.targetDate)),
    milestonesOverdue: seed.milestones.filter((m) => !m.completed && m.targetDate < SEED_TODAY),
    /** Largest first, then newest first among equal amounts. */
    byAmount: (filter: Filter = {}) =>
      [...matching(filter)].sort((a, b) => b.amountCents - a.amountCents || b.date.localeCompare(a.date)),
  };
}

export type Figures = ReturnType<typeof figuresOf>;

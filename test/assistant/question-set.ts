// The assistant's question set (issue 21): questions about the seeded renovation, each with the figures
// its answer must state. The figures are worked out here from the seeded records alone (sums, filters
// and formatting of its own), never through the tools or the data layer.
import {
  CONTRACTORS,
  ESTIMATE_TAX_RATE_HUNDREDTHS,
  ESTIMATES,
  MILESTONES,
  PROJECT,
  SEED_TODAY,
  type ContractorKey,
  type EstimateKey,
  type SeedExpense,
} from './renovation-seed';

export interface AssistantQuestion {
  question: string;
  /** Amounts as the answer writes them ('$1,234.50'): a Bedrock answer quoting the tools must hold them. */
  amounts: string[];
  /** Other words the offline answer must hold (names, counts). */
  words?: string[];
  /** Words the offline answer must not hold. */
  absent?: string[];
}

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

interface Filter {
  category?: string;
  month?: string;
  paymentMethod?: string;
  contractor?: ContractorKey;
}

function matching(expenses: readonly SeedExpense[], filter: Filter): SeedExpense[] {
  return expenses.filter(
    (expense) =>
      (!filter.category || expense.category === filter.category) &&
      (!filter.month || expense.date.startsWith(`${filter.month}-`)) &&
      (!filter.paymentMethod || expense.paymentMethod === filter.paymentMethod) &&
      (!filter.contractor || expense.contractor === filter.contractor),
  );
}

const sumOf = (expenses: readonly SeedExpense[]) =>
  expenses.reduce((total, expense) => total + expense.amountCents, 0);

const contractorName = (key: ContractorKey) => CONTRACTORS.find((c) => c.key === key)!.name;

/** The estimate's own total with tax: every seeded estimate is fully taxed. */
const estimateTotal = (amountCents: number) =>
  amountCents + Math.round((amountCents * ESTIMATE_TAX_RATE_HUNDREDTHS) / 10_000);

export function questionSet(expenses: readonly SeedExpense[]): AssistantQuestion[] {
  const spent = sumOf(expenses);
  const total = (filter: Filter) => usd(sumOf(matching(expenses, filter)));
  const count = (filter: Filter) => `${matching(expenses, filter).length} expenses`;
  const paidOn = (key: EstimateKey) => sumOf(expenses.filter((expense) => expense.estimate === key));
  const owing = ESTIMATES.filter((e) => e.status === 'approved')
    .map((e) => ({ ...e, remaining: Math.max(estimateTotal(e.amountCents) - paidOn(e.key), 0) }))
    .filter((e) => e.remaining > 0);
  const owingTotal = owing.reduce((sum, e) => sum + e.remaining, 0);
  const projected = spent + owingTotal;
  const largestFirst = (filter: Filter) =>
    [...matching(expenses, filter)].sort((a, b) => b.amountCents - a.amountCents);
  const groupTotals = <K extends string>(keyOf: (expense: SeedExpense) => K) => {
    const groups = new Map<K, number>();
    for (const expense of expenses)
      groups.set(keyOf(expense), (groups.get(keyOf(expense)) ?? 0) + expense.amountCents);
    return [...groups.values()].map(usd);
  };
  const categoryTotals = (month?: string) =>
    [...new Set(matching(expenses, { month }).map((e) => e.category))].map((category) =>
      total({ category, month }),
    );
  const newestDate = expenses.reduce((latest, e) => (e.date > latest ? e.date : latest), '');
  const overdue = MILESTONES.filter((m) => !m.completed && m.targetDate < SEED_TODAY);
  const upcoming = MILESTONES.filter((m) => !m.completed && m.targetDate >= SEED_TODAY).sort((a, b) =>
    a.targetDate.localeCompare(b.targetDate),
  );

  const spentOn = (question: string, filter: Filter): AssistantQuestion => ({
    question,
    amounts: [total(filter)],
    words: [count(filter)],
  });

  return [
    // The project as a whole
    {
      question: 'How much have I spent so far?',
      amounts: [usd(spent)],
      words: [`${expenses.length} expenses`],
    },
    { question: "What's my total budget?", amounts: [usd(PROJECT.budgetCents)] },
    { question: 'How much money do I have left?', amounts: [usd(PROJECT.budgetCents - spent)] },
    { question: 'Am I over budget?', amounts: [usd(PROJECT.budgetCents - spent)] },
    {
      question: "What's my budget and how much have I spent?",
      amounts: [usd(PROJECT.budgetCents), usd(spent)],
    },
    // One category
    spentOn('How much did I spend on materials?', { category: 'materials' }),
    spentOn('What are my labor costs?', { category: 'labor' }),
    spentOn('How much have permits cost me?', { category: 'permits' }),
    spentOn('What did I spend on tools?', { category: 'tools' }),
    spentOn('How much did equipment cost?', { category: 'equipment' }),
    spentOn('What have I spent on utilities?', { category: 'utilities' }),
    // A category in a month
    spentOn('What did I spend on materials in October?', { category: 'materials', month: '2026-10' }),
    spentOn('How much did labor cost in March?', { category: 'labor', month: '2026-03' }),
    spentOn('What did I spend on permits in Feb 2026?', { category: 'permits', month: '2026-02' }),
    spentOn('How much did I spend on tools in June?', { category: 'tools', month: '2026-06' }),
    // A month
    spentOn('How much did I spend in September?', { month: '2026-09' }),
    spentOn('What did I spend last month?', { month: '2026-10' }),
    spentOn('How much did I spend in January 2026?', { month: '2026-01' }),
    // A payment method
    spentOn('How much have I paid in cash?', { paymentMethod: 'cash' }),
    spentOn('How much have I spent by credit card?', { paymentMethod: 'credit_card' }),
    spentOn('What did I pay with checks in April?', { paymentMethod: 'check', month: '2026-04' }),
    spentOn('How much did I spend through financing?', { paymentMethod: 'financing' }),
    spentOn('How much did I spend by bank transfer?', { paymentMethod: 'bank_transfer' }),
    // A named contractor
    ...(
      [
        ['How much have I paid Marcus Bell so far?', { contractor: 'marcus' }],
        ['How much did I pay Bright Spark Electric?', { contractor: 'spark' }],
        ['What have I paid Flow Right Plumbing in July?', { contractor: 'flow', month: '2026-07' }],
        [
          'How much have I paid Coastal Tile Co for materials?',
          { contractor: 'coastal', category: 'materials' },
        ],
        ['How much did I pay Oak and Iron Carpentry?', { contractor: 'oak' }],
      ] as const
    ).map(([question, filter]) => ({
      question,
      amounts: [total(filter)],
      words: [contractorName(filter.contractor), count(filter)],
    })),
    {
      // No expense of theirs in October: the answer says so rather than quoting everyone's total.
      question: 'How much did I pay Oak and Iron Carpentry in October?',
      amounts: [],
      words: [`**Oak and Iron Carpentry** **${total({ contractor: 'oak', month: '2026-10' })}** in Oct 2026`],
      absent: [total({ month: '2026-10' })],
    },
    // Breakdowns
    { question: 'Show me my spending by category', amounts: [...groupTotals((e) => e.category), usd(spent)] },
    { question: 'What did I spend per month?', amounts: groupTotals((e) => e.date.slice(0, 7)) },
    {
      question: 'How much did I pay each contractor?',
      amounts: groupTotals((e) => e.contractor ?? 'none'),
      words: CONTRACTORS.map((c) => c.name),
    },
    { question: 'Break down my spending by payment method', amounts: groupTotals((e) => e.paymentMethod) },
    { question: 'Spending by category in August', amounts: categoryTotals('2026-08') },
    // Largest and newest
    {
      question: 'What are my largest expenses?',
      amounts: largestFirst({})
        .slice(0, 5)
        .map((e) => usd(e.amountCents)),
      words: largestFirst({})
        .slice(0, 5)
        .map((e) => e.description),
    },
    {
      question: 'What are my top 3 materials expenses?',
      amounts: largestFirst({ category: 'materials' })
        .slice(0, 3)
        .map((e) => usd(e.amountCents)),
      words: largestFirst({ category: 'materials' })
        .slice(0, 3)
        .map((e) => e.description),
      absent: [largestFirst({ category: 'materials' })[3]!.description],
    },
    {
      question: 'What was my biggest expense in May?',
      amounts: [usd(largestFirst({ month: '2026-05' })[0]!.amountCents)],
      words: [largestFirst({ month: '2026-05' })[0]!.description],
    },
    {
      question: 'What were my most recent expenses?',
      amounts: [],
      words: expenses.filter((e) => e.date === newestDate).map((e) => e.description),
    },
    // Estimates
    {
      question: 'Which estimates still have money owing?',
      amounts: [usd(owingTotal), ...owing.map((e) => usd(e.remaining))],
      words: owing.map((e) => e.title),
      absent: ESTIMATES.filter((e) => !owing.some((o) => o.key === e.key)).map((e) => e.title),
    },
    {
      question: 'How much do I still owe Marcus Bell?',
      amounts: [usd(owing.find((e) => e.contractor === 'marcus')!.remaining)],
      words: ['Marcus Bell'],
    },
    {
      question: 'How are my estimates looking?',
      amounts: ESTIMATES.map((e) => usd(estimateTotal(e.amountCents))),
      words: ESTIMATES.map((e) => e.title),
    },
    // Milestones
    {
      question: 'Is anything overdue?',
      amounts: [],
      words: overdue.map((m) => m.title),
      absent: MILESTONES.filter((m) => !overdue.includes(m)).map((m) => m.title),
    },
    { question: "What's next on my timeline?", amounts: [], words: [`Next up: **${upcoming[0]!.title}**`] },
    // Forecast
    { question: "What's the projected final cost?", amounts: [usd(projected)] },
    {
      question: 'Will I finish on budget? What is the forecast?',
      amounts: [usd(projected), usd(PROJECT.budgetCents - projected)],
    },
  ];
}

/** A question the offline assistant cannot answer: it says so and quotes no figure. */
export const OUT_OF_SCOPE_QUESTION = 'Which grout color goes with white subway tile?';

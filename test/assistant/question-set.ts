// The assistant's question set (issues 21, 38 and 56): questions about three seeded projects of different
// shapes, phrased the many ways people ask, each with the figures a right answer states, worked out
// from the seeds alone (expected-figures.ts); and questions that must be declined, with no figure. Issue
// 56 added whole-word searches next to their near misses ('cab' and 'Bar cabinets'), what comes next,
// counts, and the largest and smallest estimates and payments still due.
import { BASEMENT } from './basement-seed';
import { BATHROOM } from './bathroom-seed';
import type { Expected } from './classify';
import {
  dayWords,
  figuresOf,
  usd,
  type Figures,
  type Filter,
  type InstallmentFigures,
} from './expected-figures';
import { renovationSeed } from './renovation-seed';
import { SEED_TODAY, type ProjectSeed } from './seed-project';

export type ProjectKey = 'bathroom' | 'renovation' | 'basement';

export interface AssistantQuestion {
  project: ProjectKey;
  question: string;
  /** The questions asked before it in the conversation, oldest first (for a follow-up). */
  before?: string[];
  /** What a right answer states; null: it must be declined. */
  expected: Expected | null;
}

export const PROJECT_SEEDS: Record<ProjectKey, () => ProjectSeed> = {
  bathroom: () => BATHROOM,
  renovation: renovationSeed,
  basement: () => BASEMENT,
};

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const month = (yyyyMm: string): Filter => {
  const [year, number] = yyyyMm.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${yyyyMm}-01`, to: `${yyyyMm}-${String(last).padStart(2, '0')}` };
};
const daysBefore = (days: number) => {
  const date = new Date(`${SEED_TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** Question builders over one project's figures. */
function builders(project: ProjectKey, f: Figures) {
  const ask = (question: string, expected: Expected | null, before?: string[]): AssistantQuestion => ({
    project,
    question,
    expected,
    ...(before ? { before } : {}),
  });
  return {
    ask,
    spent: (question: string, filter: Filter = {}, before?: string[]) =>
      ask(question, { amounts: [usd(f.total(filter))], words: [plural(f.count(filter), 'expense')] }, before),
    counted: (question: string, filter: Filter = {}, before?: string[]) =>
      ask(question, { amounts: [], words: [plural(f.count(filter), 'expense')] }, before),
    average: (question: string, filter: Filter = {}) =>
      ask(question, {
        amounts: [usd(Math.round(f.total(filter) / f.count(filter)))],
        allowed: [usd(f.total(filter))],
      }),
    listed: (question: string, filter: Filter = {}) => {
      const all = f.matching(filter);
      return ask(question, {
        amounts: [...new Set(all.map((e) => usd(e.amountCents)))],
        words: all.map((e) => e.description),
        allowed: [usd(f.total(filter))],
      });
    },
    ranked: (question: string, filter: Filter, size: number, smallest = false) => {
      const ranked = f.byAmount(filter);
      const top = (smallest ? [...ranked].reverse() : ranked).slice(0, size);
      return ask(question, {
        amounts: top.map((e) => usd(e.amountCents)),
        words: top.map((e) => e.description),
      });
    },
    grouped: (
      question: string,
      keyOf: (e: ProjectSeed['expenses'][number]) => string,
      filter: Filter = {},
    ) => {
      const groups = new Map<string, number>();
      for (const e of f.matching(filter)) groups.set(keyOf(e), (groups.get(keyOf(e)) ?? 0) + e.amountCents);
      return ask(question, { amounts: [...[...groups.values()].map(usd), usd(f.total(filter))] });
    },
    compared: (question: string, a: Filter, b: Filter, before?: string[]) => {
      const [x, y] = [f.total(a), f.total(b)];
      return ask(
        question,
        { amounts: [usd(x), usd(y)], allowed: [usd(Math.abs(x - y)), usd(x + y)] },
        before,
      );
    },
    decline: (question: string, before?: string[]) => ask(question, null, before),
    /** The next milestone and the next payment still to come, each with its date; overdue ones may show. */
    whatsNext: (question: string, words: string[] = []) => {
      const milestone = f.milestonesAhead[0];
      const payment = f.unpaid.find((i) => !i.overdue);
      return ask(question, {
        amounts: payment ? [usd(payment.left)] : [],
        words: [
          ...(milestone ? [milestone.title, dayWords(milestone.targetDate)] : []),
          ...(payment ? [payment.name, dayWords(payment.dueOn)] : []),
          ...words,
        ],
        allowed: f.unpaid.filter((i) => i.overdue).map((i) => usd(i.left)),
      });
    },
    /** The open milestones and the payments still due dated from `from` to `to`. */
    datedIn: (question: string, from: string, to: string) => {
      const milestones = f.seed.milestones.filter(
        (m) => !m.completed && m.targetDate >= from && m.targetDate <= to,
      );
      const payments = f.unpaid.filter((i) => i.dueOn >= from && i.dueOn <= to);
      return ask(question, {
        amounts: payments.map((i) => usd(i.left)),
        words: [...milestones.map((m) => m.title), ...payments.map((i) => dayWords(i.dueOn))],
      });
    },
    /** One payment still due, with what is left of it and its date. */
    payment: (question: string, pick: (unpaid: InstallmentFigures[]) => InstallmentFigures) => {
      const chosen = pick(f.unpaid);
      return ask(question, { amounts: [usd(chosen.left)], words: [chosen.name, dayWords(chosen.dueOn)] });
    },
    /** One estimate, by its revised total. */
    estimate: (
      question: string,
      pick: (estimates: Figures['estimates'][string][]) => Figures['estimates'][string],
    ) => {
      const chosen = pick(Object.values(f.estimates));
      return ask(question, {
        amounts: [usd(chosen.revised)],
        words: [chosen.title],
        allowed: estimateAmounts(chosen),
      });
    },
  };
}

const byLeft = (unpaid: InstallmentFigures[]) => [...unpaid].sort((a, b) => b.left - a.left);
const byRevised = (estimates: Figures['estimates'][string][]) =>
  [...estimates].sort((a, b) => b.revised - a.revised);

const estimateAmounts = (e: Figures['estimates'][string]) => [usd(e.revised), usd(e.paid), usd(e.owing)];

function bathroomQuestions(): AssistantQuestion[] {
  const f = figuresOf(BATHROOM);
  const { ask, spent, counted, average, listed, ranked, grouped, compared, decline } = builders(
    'bathroom',
    f,
  );
  const { whatsNext, datedIn, payment, estimate } = builders('bathroom', f);
  const roughIn = f.estimates.roughIn!;
  const tiling = f.estimates.tiling!;
  return [
    spent('How much have we spent on the bathroom so far?'),
    spent('What has the bathroom cost us?'),
    ask("What's the budget?", { amounts: [usd(BATHROOM.budgetCents)] }),
    ask('How much is left in the budget?', {
      amounts: [usd(BATHROOM.budgetCents - f.spent)],
      allowed: [usd(BATHROOM.budgetCents), usd(f.spent)],
    }),
    spent('How much went on materials?', { category: 'materials' }),
    spent('What did labour cost?', { category: 'labor' }),
    spent('How much did the permit cost?', { category: 'permits' }),
    spent('How much did we spend on tools?', { category: 'tools' }),
    spent('How much did I put on the card?', { method: 'credit_card' }),
    spent('What did we pay by cheque?', { method: 'check' }),
    spent('How much did we pay in cash?', { method: 'cash' }),
    spent('What went on the debit card?', { method: 'debit_card' }),
    spent('How much did the vanity cost?', { text: 'vanity' }),
    spent('How much did we spend at Home Depot?', { text: 'home depot' }),
    spent('What did we spend at the Tile Shop?', { text: 'tile shop' }),
    spent('How much did the tiles cost?', { text: 'tiles' }),
    spent("What did we spend at Lowe's?", { text: 'lowe' }),
    spent('What have we paid the plumber?', { contractor: 'dave' }),
    spent('How much have we paid Dave?', { contractor: 'dave' }),
    spent('What did we pay Kowalski Plumbing in August?', { contractor: 'dave', ...month('2026-08') }),
    spent('How much did we spend in July?', month('2026-07')),
    spent('What did we spend in July and August?', { from: '2026-07-01', to: '2026-08-31' }),
    spent('How much did we spend this summer?', { from: '2026-06-01', to: '2026-08-31' }),
    spent('How much have we spent since September?', { from: '2026-09-01' }),
    counted('How many expenses do we have?'),
    counted('How many things did we buy at Home Depot?', { text: 'home depot' }),
    counted('How many expenses were paid by check?', { method: 'check' }),
    average('What is our average expense?'),
    listed('List my expenses paid by check', { method: 'check' }),
    listed('Show me everything we bought at Home Depot', { text: 'home depot' }),
    listed('List the expenses from June', month('2026-06')),
    ranked('What was the biggest expense?', {}, 1),
    ranked('What was the most expensive thing in July?', month('2026-07'), 1),
    ranked('What was the cheapest expense?', {}, 1, true),
    ranked('What are our 3 biggest expenses?', {}, 3),
    grouped('Break down our spending by category', (e) => e.category),
    grouped('How did we pay, by payment method?', (e) => e.paymentMethod),
    compared('Did we spend more on materials or labor?', { category: 'materials' }, { category: 'labor' }),
    compared('More by card or by check?', { method: 'credit_card' }, { method: 'check' }),
    ask('What do we still owe the plumber?', {
      amounts: [usd(roughIn.owing)],
      words: ['Dave Kowalski'],
      allowed: estimateAmounts(roughIn),
    }),
    ask('What will the rough-in cost in the end?', {
      amounts: [usd(roughIn.revised)],
      allowed: [usd(roughIn.original)],
    }),
    ask('Which estimates are pending?', { amounts: [usd(tiling.revised)], words: [tiling.title] }),
    ask('What did Dave Kowalski charge?', {
      amounts: [usd(roughIn.revised)],
      allowed: [usd(roughIn.paid), usd(roughIn.owing)],
    }),
    ask('Who is our tiler?', { amounts: [], words: ['Lena Ortiz'] }),
    ask('Is anything overdue?', { amounts: [], words: ['Tile installed'] }),
    // 'Tile installed' is overdue: what is next is the first milestone still ahead.
    ask('What is next on the schedule?', { amounts: [], words: ['Next up: **Final walkthrough**'] }),
    ask('Are we going to go over budget?', {
      amounts: [usd(f.projected)],
      words: ['No:'],
      allowed: [
        usd(f.spent),
        usd(f.committed),
        usd(BATHROOM.budgetCents - f.projected),
        usd(BATHROOM.budgetCents),
      ],
    }),
    spent('and in August?', month('2026-08'), ['How much did we spend in July?']),
    spent('what about tools?', { category: 'tools' }, ['How much went on materials?']),
    decline('How much contingency is left?'),
    decline('Which category is over plan?'),
    decline('How much did my neighbor spend on his bathroom?'),
    decline('What is the weather going to be like on Saturday?'),
    decline('Book the plumber for next Tuesday'),
    decline('How much should a new vanity cost?'),
    decline('What is the balance of my bank account?'),
    decline('and in October?'),
    decline('How much did the jacuzzi cost?'),
    // Issue 56: whole words ('van' is not in 'Vanity', 'ink' not in 'sink', 'rim' not in 'primer').
    spent('How much did the towel bar cost?', { text: 'towel bar' }),
    spent('What did the fan cost?', { text: 'fan' }),
    spent('How much did the saw cost?', { text: 'saw' }),
    spent('How much did the lights cost?', { text: 'lights' }),
    spent('How much did we spend on flooring?', { descriptions: ['Porcelain floor tiles'] }),
    decline('How much did the van cost?'),
    decline('What did the ink cost?'),
    decline('How much did the rim cost?'),
    // What comes next: the final payment is due next week, the walkthrough next month.
    whatsNext("What's next?"),
    whatsNext("What's due?"),
    whatsNext('What comes up next?'),
    datedIn("What's due next week?", '2026-11-23', '2026-11-29'),
    datedIn("What's coming up next month?", '2026-12-01', '2026-12-31'),
    counted('How many expenses have I logged?'),
    counted('How many purchases have we recorded?'),
    ask('How many estimates do we have?', { amounts: [], words: ['2 estimates'] }),
    ranked('What was the single most expensive purchase?', {}, 1),
    estimate('What is the cheapest estimate?', (all) => byRevised(all).at(-1)!),
    payment('What is the biggest payment still due?', (unpaid) => byLeft(unpaid)[0]!),
  ];
}

function renovationQuestions(): AssistantQuestion[] {
  const seed = renovationSeed();
  const f = figuresOf(seed);
  const { ask, spent, counted, average, listed, ranked, grouped, compared, decline } = builders(
    'renovation',
    f,
  );
  const { whatsNext, datedIn, payment, estimate } = builders('renovation', f);
  const described = (start: string) =>
    seed.expenses.filter((e) => e.description.startsWith(start)).map((e) => e.description);
  const owing = Object.values(f.estimates).filter((e) => e.owing > 0);
  const owingTotal = owing.reduce((sum, e) => sum + e.owing, 0);
  const lastThirty = { from: daysBefore(29), to: SEED_TODAY };
  return [
    spent('How much have I spent so far?'),
    ask("What's my total budget?", { amounts: [usd(seed.budgetCents)] }),
    ask('How much money do I have left?', {
      amounts: [usd(seed.budgetCents - f.spent)],
      allowed: [usd(seed.budgetCents), usd(f.spent)],
    }),
    ask('Am I over budget?', {
      amounts: [usd(seed.budgetCents - f.spent)],
      allowed: [usd(seed.budgetCents), usd(f.spent)],
    }),
    ask("What's my budget and how much have I spent?", {
      amounts: [usd(seed.budgetCents), usd(f.spent)],
      words: [plural(f.count(), 'expense')],
    }),
    spent('How much did I spend on materials?', { category: 'materials' }),
    spent('What are my labor costs?', { category: 'labor' }),
    spent('How much have permits cost me?', { category: 'permits' }),
    spent('total for permits so far', { category: 'permits' }),
    spent('What did I spend on tools?', { category: 'tools' }),
    spent('How much did equipment cost?', { category: 'equipment' }),
    spent('What have I spent on utilities?', { category: 'utilities' }),
    spent('How much went on labour in 2026?', { category: 'labor', from: '2026-01-01', to: '2026-12-31' }),
    spent('What did I spend on materials in October?', { category: 'materials', ...month('2026-10') }),
    spent('How much did labor cost in March?', { category: 'labor', ...month('2026-03') }),
    spent('What did I spend on permits in Feb 2026?', { category: 'permits', ...month('2026-02') }),
    spent('How much did I spend on tools in June?', { category: 'tools', ...month('2026-06') }),
    spent('How much did I spend in September?', month('2026-09')),
    spent('What did I spend last month?', month('2026-10')),
    spent('How much did I spend in January 2026?', month('2026-01')),
    spent('How much did we spend between March and May?', { from: '2026-03-01', to: '2026-05-31' }),
    spent('What did we spend in the last 30 days?', lastThirty),
    spent('How much did we spend this summer?', { from: '2026-06-01', to: '2026-08-31' }),
    spent('How much did we spend in the first quarter?', { from: '2026-01-01', to: '2026-03-31' }),
    spent('How much have I paid in cash?', { method: 'cash' }),
    spent('How much have I spent by credit card?', { method: 'credit_card' }),
    spent('How much did I put on the credit card?', { method: 'credit_card' }),
    spent('What did I pay with checks in April?', { method: 'check', ...month('2026-04') }),
    spent('How much did I spend through financing?', { method: 'financing' }),
    spent('How much did I spend by bank transfer?', { method: 'bank_transfer' }),
    spent('How much went on the debit card in July?', { method: 'debit_card', ...month('2026-07') }),
    spent('How much have I paid Marcus Bell so far?', { contractor: 'marcus' }),
    spent('How much did I pay Bright Spark Electric?', { contractor: 'spark' }),
    spent('What have we paid the electrician?', { contractor: 'spark' }),
    spent('What have I paid Flow Right Plumbing in July?', { contractor: 'flow', ...month('2026-07') }),
    spent('How much have I paid Coastal Tile Co for materials?', {
      contractor: 'coastal',
      category: 'materials',
    }),
    spent('How much did I pay Oak and Iron Carpentry?', { contractor: 'oak' }),
    spent('How much did I pay Oak and Iron Carpentry in October?', {
      contractor: 'oak',
      ...month('2026-10'),
    }),
    spent('How much have we paid the carpenter?', { contractor: 'oak' }),
    spent('What did the plumber get paid?', { contractor: 'flow' }),
    spent('How much did we spend on paint?', { text: 'paint' }),
    spent('What did the dumpsters cost?', { text: 'dumpster' }),
    spent('How much did we spend on insulation in August?', { text: 'insulation', ...month('2026-08') }),
    counted('How many expenses do I have?'),
    counted('How many expenses were in July?', month('2026-07')),
    counted('How many times did we pay cash?', { method: 'cash' }),
    counted('Number of materials expenses', { category: 'materials' }),
    average('What is the average expense?'),
    average('Average materials expense?', { category: 'materials' }),
    listed('List my expenses paid by check in April', { method: 'check', ...month('2026-04') }),
    listed('Show me the utilities expenses from March', { category: 'utilities', ...month('2026-03') }),
    grouped('Show me my spending by category', (e) => e.category),
    grouped('What did I spend per month?', (e) => e.date.slice(0, 7)),
    {
      ...grouped('How much did I pay each contractor?', (e) => e.contractor ?? 'none'),
      expected: {
        ...grouped('', (e) => e.contractor ?? 'none').expected!,
        words: seed.contractors.map((c) => c.name),
      },
    },
    grouped('Break down my spending by payment method', (e) => e.paymentMethod),
    grouped('Spending by category in August', (e) => e.category, month('2026-08')),
    ranked('What are my largest expenses?', {}, 5),
    ranked('What are my top 3 materials expenses?', { category: 'materials' }, 3),
    ranked('What was my biggest expense in May?', month('2026-05'), 1),
    ranked('What was the smallest expense last month?', month('2026-10'), 1, true),
    ranked(
      'Most expensive labor payment this summer?',
      { category: 'labor', from: '2026-06-01', to: '2026-08-31' },
      1,
    ),
    (() => {
      const newestFirst = [...seed.expenses].sort((a, b) => b.date.localeCompare(a.date));
      const tenth = newestFirst[9]!.date;
      return ask('What were my most recent expenses?', {
        amounts: [],
        words: newestFirst.filter((e) => e.date === newestFirst[0]!.date).map((e) => e.description),
        // The ten listed: those of the ten newest dates (which of a day's several comes first is the tool's).
        allowed: newestFirst.filter((e) => e.date >= tenth).map((e) => usd(e.amountCents)),
      });
    })(),
    compared('Did we spend more on materials or labor?', { category: 'materials' }, { category: 'labor' }),
    compared('Did we spend more in July or in August?', month('2026-07'), month('2026-08')),
    compared('Compare cash and credit card spending', { method: 'cash' }, { method: 'credit_card' }),
    compared(
      'Who did we pay more, Marcus Bell or Bright Spark Electric?',
      { contractor: 'marcus' },
      { contractor: 'spark' },
    ),
    ask('Which estimates still have money owing?', {
      amounts: [usd(owingTotal), ...owing.map((e) => usd(e.owing))],
      words: owing.map((e) => e.title),
      allowed: owing.flatMap(estimateAmounts),
    }),
    ask('What do I still owe contractors?', {
      amounts: [usd(owingTotal)],
      words: owing.map((e) => e.title),
      allowed: owing.flatMap(estimateAmounts),
    }),
    ask('How much do I still owe Marcus Bell?', {
      amounts: [usd(f.estimates.framing!.owing)],
      words: ['Marcus Bell'],
      allowed: estimateAmounts(f.estimates.framing!),
    }),
    // The rewiring is paid in full: nothing is owed, and a right answer says so with no figure.
    ask('How much is left to pay the electrician?', {
      amounts: f.estimates.wiring!.owing ? [usd(f.estimates.wiring!.owing)] : [],
      words: f.estimates.wiring!.owing ? [] : ['Nothing is owing'],
    }),
    ask('How are my estimates looking?', {
      amounts: Object.values(f.estimates).map((e) => usd(e.revised)),
      words: Object.values(f.estimates).map((e) => e.title),
      allowed: Object.values(f.estimates).flatMap(estimateAmounts),
    }),
    ask('Which quotes were rejected?', {
      amounts: [usd(f.estimates.cabinets!.revised)],
      words: ['Custom cabinets'],
    }),
    ask('What will the rewiring cost in the end?', {
      amounts: [usd(f.estimates.wiring!.revised)],
      allowed: [usd(f.estimates.wiring!.original)],
    }),
    ask('What did Bright Spark Electric charge?', {
      amounts: [usd(f.estimates.wiring!.revised)],
      allowed: [usd(f.total({ contractor: 'spark' })), usd(f.estimates.wiring!.owing)],
    }),
    ask('Is anything overdue?', { amounts: [], words: ['Drywall finished', 'Bathroom tiled'] }),
    ask("What's next on my timeline?", { amounts: [], words: ['Next up: **Kitchen installed**'] }),
    ask("What's the projected final cost?", {
      amounts: [usd(f.projected)],
      allowed: [usd(f.spent), usd(f.committed), usd(Math.abs(f.variance)), usd(seed.budgetCents)],
    }),
    ask('Will I finish on budget? What is the forecast?', {
      amounts: [usd(f.projected), usd(f.variance)],
      allowed: [usd(f.spent), usd(f.committed), usd(seed.budgetCents)],
    }),
    ask('Give me a summary of the project', {
      amounts: [usd(seed.budgetCents), usd(f.spent), usd(f.committed), usd(f.projected)],
      words: ['Drywall finished', 'Bathroom tiled'],
      allowed: [
        usd(Math.abs(f.variance)),
        ...['materials', 'labor', 'permits', 'tools', 'equipment', 'utilities', 'other'].map((category) =>
          usd(f.total({ category })),
        ),
      ],
    }),
    spent('and in October?', { category: 'materials', ...month('2026-10') }, [
      'How much did I spend on materials in September?',
    ]),
    counted('and how many expenses was that?', { category: 'labor', ...month('2026-03') }, [
      'How much did labor cost in March?',
    ]),
    spent('what about Flow Right Plumbing?', { contractor: 'flow' }, [
      'How much have I paid Marcus Bell so far?',
    ]),
    spent('And by cash?', { method: 'cash', ...month('2026-04') }, ['What did I pay with checks in April?']),
    decline('Which grout color goes with white subway tile?'),
    decline('How much contingency do I have left?'),
    decline('How much did the Joneses next door spend on their kitchen?'),
    decline("What's in my savings account?"),
    decline('Remind me to call Marcus tomorrow'),
    decline('Will it rain during the roof work?'),
    decline('How much will the new windows cost?'),
    decline('What is the budget for October?'),
    decline('How much did I spend on matrials?'),
    decline('How much did we spend on the hot tub?'),
    decline('What is a fair price for drywall?'),
    // Issue 56: whole words, -ing and plurals; 'rent' is not in 'rental'.
    spent('How much did the bits cost?', { text: 'bits' }),
    spent('How much did we spend on scaffolding?', { descriptions: described('Scaffold rental') }),
    spent('What did the deliveries cost?', { descriptions: described('Delivery fee') }),
    decline('How much did we spend on rent?'),
    // What comes next: the plumbing's progress payment is overdue; the framing has no schedule.
    whatsNext("What's next?", ['Framing and drywall']),
    datedIn("What's due this month?", '2026-11-01', '2026-11-30'),
    ask('Which installments are overdue?', {
      amounts: f.unpaid.filter((i) => i.overdue).map((i) => usd(i.left)),
      words: ['Flow Right Plumbing'],
    }),
    counted('How many expenses have I recorded?'),
    ask('How many estimates are approved?', { amounts: [], words: ['3 approved estimates'] }),
    ranked('What was the single most expensive purchase?', {}, 1),
    estimate('What is the cheapest estimate?', (all) => byRevised(all).at(-1)!),
    payment('What is the biggest payment still due?', (unpaid) => byLeft(unpaid)[0]!),
  ];
}

function basementQuestions(): AssistantQuestion[] {
  const f = figuresOf(BASEMENT);
  const { ask, spent, counted, listed, ranked, grouped, compared, decline } = builders('basement', f);
  const { whatsNext, datedIn, payment, estimate } = builders('basement', f);
  const framing = f.estimates.framing!;
  const wiring = f.estimates.wiring!;
  const over = f.planLines.filter((line) => line.variance < 0);
  const contingency = BASEMENT.plan!.contingencyCents;
  const line = (category: string) => f.planLines.find((l) => l.category === category)!;
  const planAllowed = (category: string) => {
    const l = line(category);
    return [
      usd(l.plannedCents),
      usd(f.total({ category })),
      usd(l.projected - f.total({ category })),
      usd(Math.abs(l.variance)),
    ];
  };
  return [
    spent('How much have we spent on the basement?'),
    ask('What is the budget for the basement?', { amounts: [usd(BASEMENT.budgetCents)] }),
    ask('How much contingency do I have left?', {
      amounts: [usd(f.contingencyLeft)],
      allowed: [usd(contingency), usd(contingency - f.contingencyLeft), ...over.map((l) => usd(-l.variance))],
    }),
    ask('How much of the buffer is left?', {
      amounts: [usd(f.contingencyLeft)],
      allowed: [usd(contingency), usd(contingency - f.contingencyLeft), ...over.map((l) => usd(-l.variance))],
    }),
    ask('Which category is over plan?', {
      amounts: over.map((l) => usd(-l.variance)),
      words: ['Materials'],
      allowed: over.flatMap((l) => [usd(l.plannedCents), usd(l.projected)]),
    }),
    ask('Are we over plan anywhere, and by how much?', {
      amounts: over.map((l) => usd(-l.variance)),
      words: ['Materials'],
      allowed: over.flatMap((l) => [usd(l.plannedCents), usd(l.projected)]),
    }),
    ask('How is labor doing against the plan?', {
      amounts: [usd(line('labor').projected)],
      words: ['under plan'],
      allowed: planAllowed('labor'),
    }),
    ask('How much is left in the permits budget?', {
      amounts: [usd(line('permits').projected)],
      allowed: planAllowed('permits'),
    }),
    ask('What is the projected final cost?', {
      amounts: [usd(f.projected)],
      allowed: [usd(f.spent), usd(f.committed), usd(Math.abs(f.variance)), usd(BASEMENT.budgetCents)],
    }),
    ask('Are we going to go over?', {
      amounts: [usd(f.projected)],
      words: ['No:'],
      allowed: [usd(f.spent), usd(f.committed), usd(Math.abs(f.variance)), usd(BASEMENT.budgetCents)],
    }),
    ask("What's the variance against the budget?", {
      amounts: [usd(Math.abs(f.variance))],
      allowed: [usd(f.spent), usd(f.committed), usd(f.projected), usd(BASEMENT.budgetCents)],
    }),
    ask('Give me a summary of the project', {
      amounts: [usd(BASEMENT.budgetCents), usd(f.spent), usd(f.committed), usd(f.projected)],
      words: ['Drywall finished'],
      allowed: [
        usd(Math.abs(f.variance)),
        ...['materials', 'labor', 'permits', 'tools', 'equipment', 'utilities', 'other'].map((category) =>
          usd(f.total({ category })),
        ),
      ],
    }),
    ask('What do I still owe contractors?', {
      amounts: [usd(framing.owing + wiring.owing)],
      words: [framing.title, wiring.title],
      allowed: [...estimateAmounts(framing), ...estimateAmounts(wiring)],
    }),
    ask('What do we still owe Tom?', { amounts: [usd(framing.owing)], allowed: estimateAmounts(framing) }),
    ask('What is the outstanding balance with the electrician?', {
      amounts: [usd(wiring.owing)],
      allowed: estimateAmounts(wiring),
    }),
    ask('What will the framing cost in the end?', {
      amounts: [usd(framing.revised)],
      allowed: [usd(framing.original), usd(framing.approvedChanges)],
    }),
    ask("What will the electrician's estimate come to with the change orders?", {
      amounts: [usd(wiring.revised)],
      allowed: [usd(wiring.original), usd(wiring.approvedChanges)],
    }),
    ask('Which estimates were rejected?', {
      amounts: [usd(f.estimates.bathroom!.revised)],
      words: ['Bathroom rough-in'],
    }),
    ask('Which quotes are still pending?', {
      amounts: [usd(f.estimates.flooring!.revised)],
      words: ['Carpet and LVP flooring'],
    }),
    ask('How much have change orders added?', {
      amounts: [usd(framing.approvedChanges + wiring.approvedChanges)],
      allowed: [
        usd(framing.approvedChanges),
        usd(wiring.approvedChanges),
        usd(framing.revised),
        usd(wiring.revised),
      ],
    }),
    ask('What did Amara Okafor charge?', {
      amounts: [usd(wiring.revised)],
      allowed: [usd(wiring.paid), usd(wiring.owing)],
    }),
    ask('Who is our electrician?', { amounts: [], words: ['Amara Okafor'] }),
    spent('What have we paid the electrician?', { contractor: 'amara' }),
    spent('How much have we paid Reyes Construction?', { contractor: 'tom' }),
    spent('What did we pay the general contractor in September?', { contractor: 'tom', ...month('2026-09') }),
    spent('How much did we pay the plumber?', { contractor: 'sam' }),
    spent('How much went on materials?', { category: 'materials' }),
    spent('How much did we spend at Home Depot?', { text: 'home depot' }),
    spent('What did we spend at Home Depot on materials?', { text: 'home depot', category: 'materials' }),
    spent("How much did we spend at Lowe's?", { text: 'lowe' }),
    spent('How much did the bar cabinets cost?', { text: 'bar cabinets' }),
    spent('How much was the drywall?', { text: 'drywall' }),
    spent('What did the interior doors cost?', { text: 'interior doors' }),
    spent('How much did we spend on equipment?', { category: 'equipment' }),
    spent('Total on permits?', { category: 'permits' }),
    spent('How much did we put on the credit card in October?', {
      method: 'credit_card',
      ...month('2026-10'),
    }),
    spent('How much did we finance?', { method: 'financing' }),
    spent('How much did we spend in the last 30 days?', { from: daysBefore(29), to: SEED_TODAY }),
    spent('How much did we spend in August and September?', { from: '2026-08-01', to: '2026-09-30' }),
    spent('What did we spend since October?', { from: '2026-10-01' }),
    counted('How many expenses are there?'),
    counted('How many Home Depot purchases?', { text: 'home depot' }),
    listed('List the expenses paid by check', { method: 'check' }),
    listed('Which expenses were paid in cash?', { method: 'cash' }),
    listed('Show the equipment expenses', { category: 'equipment' }),
    ranked('What was the largest materials purchase?', { category: 'materials' }, 1),
    ranked('What was the smallest expense in September?', month('2026-09'), 1, true),
    ranked('Top 5 expenses this fall', { from: '2026-09-01', to: '2026-11-30' }, 5),
    grouped('Spending by month', (e) => e.date.slice(0, 7)),
    grouped('Break it down by category', (e) => e.category),
    compared('Did we spend more on materials or labour?', { category: 'materials' }, { category: 'labor' }),
    compared('Did we spend more in September or October?', month('2026-09'), month('2026-10')),
    ask('Is anything overdue?', { amounts: [], words: ['Drywall finished'] }),
    spent('and in October?', month('2026-10'), ['How much did we spend in September?']),
    spent("what about at Lowe's?", { text: 'lowe' }, ['How much did we spend at Home Depot?']),
    spent('and the general contractor?', { contractor: 'tom' }, ['What have we paid the electrician?']),
    decline('How much did my brother spend on his basement?'),
    decline("What's my credit score?"),
    decline('Schedule an inspection for Friday'),
    decline('Is it going to snow this week?'),
    decline('How much will the pool table cost?'),
    decline('Should we use carpet or vinyl?'),
    decline('How much did we spend on the sauna?'),
    decline('What was the contingency in October?'),
    decline('How much did the elctrician get?'),
    // Issue 56: near misses, each next to the word it holds (cab and cabinets, art and cart, oven and
    // woven, rug and rugged, bar and barrier), and -ing words.
    spent('How much did the cab cost?', { text: 'cab' }),
    spent('What did we spend on cabs?', { text: 'cabs' }),
    spent('How much did the cabinets cost?', { text: 'cabinets' }),
    spent('How much did the art cost?', { text: 'art' }),
    spent('What did the cart cost?', { text: 'cart' }),
    spent('How much was the oven?', { text: 'oven' }),
    spent('How much did we pay for the woven rug?', { text: 'woven rug' }),
    spent('How much did the rugs cost?', { text: 'rugs' }),
    spent('What did the rugged light cost?', { text: 'rugged light' }),
    spent('How much did the bar cost?', { text: 'bar' }),
    spent('How much have we spent on lighting?', {
      descriptions: [
        'Recessed light fixtures',
        'Light switches and covers',
        'Lighting install payment',
        'Rugged LED work light',
      ],
    }),
    spent('How much did we spend on painting?', { descriptions: ['Paint and primer'] }),
    // What comes next: the wiring's final payment next week, the trim payment and flooring in December.
    whatsNext("What's next?"),
    whatsNext("What's coming up?"),
    datedIn("What's due next week?", '2026-11-23', '2026-11-29'),
    datedIn("What's coming up next month?", '2026-12-01', '2026-12-31'),
    datedIn('What payments are due this month?', '2026-11-01', '2026-11-30'),
    payment('When is the next payment due?', (unpaid) => unpaid.find((i) => !i.overdue)!),
    payment('What is the biggest payment still due?', (unpaid) => byLeft(unpaid)[0]!),
    payment("What's the smallest payment still due?", (unpaid) => byLeft(unpaid).at(-1)!),
    ask('How many payments are still due?', {
      amounts: [usd(f.unpaid.reduce((sum, i) => sum + i.left, 0))],
      words: [plural(f.unpaid.length, 'payment')],
    }),
    counted('How many expenses have I entered?'),
    ask('How many quotes are pending?', { amounts: [], words: ['1 pending estimate'] }),
    estimate('Which estimate is the most expensive?', (all) => byRevised(all)[0]!),
    estimate('What is the cheapest quote?', (all) => byRevised(all).at(-1)!),
    ranked('What was the single most expensive purchase?', {}, 1),
  ];
}

export function questionSet(): AssistantQuestion[] {
  return [...bathroomQuestions(), ...renovationQuestions(), ...basementQuestions()];
}

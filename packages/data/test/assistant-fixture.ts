// A seeded homeowner for the assistant's tools: two projects, four contractors, estimates in every status,
// milestones, and expenses spread over months, categories, methods and contractors. Every figure a test
// expects is computed from `expenses` below (the seeded inputs), never from the tools.
import { EXPENSE_CATEGORY_VALUES, PAYMENT_METHODS } from '@reno/domain';
import * as data from '../src/index';
import type { DataContext } from '../src/context';
import { newUser } from './support';

export interface SeededExpense {
  id: number;
  projectId: number;
  amountCents: number;
  category: string;
  paymentMethod: string;
  date: string;
  contractorId: number | null;
  estimateId: number | null;
  description: string;
  notes: string | null;
}

const WORDS = ['tile', 'lumber', 'paint', 'wiring', 'grout', 'drywall', 'fixtures', 'permit fee'];
/** Two electricians, so a lookup by trade can find several. */
const CONTRACTOR_TRADES = [
  ['Marcus Bell', 'General Contractor'],
  ['Ana Ruiz', 'Electrician'],
  ['Lee Chen', 'Plumber'],
  ['Priya Nair', 'Electrician'],
] as const;
/** Every fifth expense says where it was bought. */
const notesOf = (index: number) => (index % 5 === 0 ? 'Picked up at Home Depot' : null);
const MONTHS = ['2026-08', '2026-09', '2026-10', '2026-11'];

/** A small deterministic generator, so a failure replays. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % below;
  };
}

export async function seedHomeowner(ctx: DataContext, label: string, expenseCount: number, seed = 7) {
  const userId = await newUser(ctx, 'pro');
  const kitchen = await data.createProject(ctx, userId, { name: `${label} Kitchen`, budgetCents: 5_000_000 });
  const deck = await data.createProject(ctx, userId, { name: `${label} Deck`, budgetCents: 2_000_000 });
  const contractors = [];
  for (const [name, specialty] of CONTRACTOR_TRADES)
    contractors.push(
      await data.createContractor(ctx, userId, {
        name: `${label} ${name}`,
        company: `${name} Co`,
        specialty,
      }),
    );
  const [marcus, ana, lee] = contractors as [
    (typeof contractors)[0],
    (typeof contractors)[0],
    (typeof contractors)[0],
  ];
  const estimate = (
    project: { id: number },
    contractor: { id: number },
    title: string,
    amountCents: number,
    date: string,
    status: 'approved' | 'pending' | 'rejected',
    extra: { taxedPercentageHundredths?: number; taxRateHundredths?: number; category?: string } = {},
  ) =>
    data.createEstimate(ctx, userId, {
      projectId: project.id,
      contractorId: contractor.id,
      title: `${label} ${title}`,
      amountCents,
      date,
      status,
      ...extra,
    });
  const approved = await estimate(kitchen, marcus, 'cabinets', 1_000_000, '2026-08-01', 'approved', {
    taxedPercentageHundredths: 10_000,
    taxRateHundredths: 1_300,
    category: 'labor',
  });
  const pending = await estimate(kitchen, ana, 'counters', 400_000, '2026-08-02', 'pending');
  const rejected = await estimate(deck, lee, 'railing', 250_000, '2026-08-03', 'rejected');
  const changeOrder = await data.createChangeOrder(ctx, userId, approved.id, {
    title: `${label} extra drawers`,
    amountCents: 100_000,
    status: 'approved',
    date: '2026-09-01',
  });
  const milestones = {
    overdue: await data.createMilestone(ctx, userId, {
      projectId: kitchen.id,
      title: `${label} demolition done`,
      category: 'Demolition',
      targetDate: '2026-09-15',
    }),
    open: await data.createMilestone(ctx, userId, {
      projectId: deck.id,
      title: `${label} deck stain`,
      category: 'Finishing',
      targetDate: '2027-01-10',
    }),
    completed: await data.createMilestone(ctx, userId, {
      projectId: kitchen.id,
      title: `${label} permits in`,
      category: 'Permits',
      targetDate: '2026-08-20',
    }),
  };
  await data.completeMilestone(ctx, userId, milestones.completed.id);

  const random = generator(seed);
  const expenses: SeededExpense[] = [];
  for (let index = 0; index < expenseCount; index++) {
    const project = random(4) === 0 ? deck : kitchen;
    const contractor = random(3) === 0 ? null : (contractors[random(contractors.length)] ?? null);
    const estimateId =
      contractor?.id === marcus.id && project.id === kitchen.id && random(2) === 0 ? approved.id : null;
    const input = {
      projectId: project.id,
      description: `${label} ${WORDS[random(WORDS.length)]} ${index}`,
      amountCents: 500 + random(250_000),
      category: EXPENSE_CATEGORY_VALUES[random(EXPENSE_CATEGORY_VALUES.length)]!,
      paymentMethod: PAYMENT_METHODS[random(PAYMENT_METHODS.length)]!.value,
      date: `${MONTHS[random(MONTHS.length)]}-${String(1 + random(28)).padStart(2, '0')}`,
      contractorId: contractor?.id ?? null,
      estimateId,
      notes: notesOf(index),
    };
    const created = await data.createExpense(ctx, userId, input);
    expenses.push({ ...input, id: created.id });
  }
  return {
    userId,
    kitchen,
    deck,
    contractors,
    marcus,
    approved,
    pending,
    rejected,
    changeOrder,
    milestones,
    expenses,
  };
}

export type Homeowner = Awaited<ReturnType<typeof seedHomeowner>>;

/** Σ and count per key over the seeded expenses that pass `keep`. */
export function expectedGroups(
  expenses: SeededExpense[],
  keyOf: (expense: SeededExpense) => string,
  keep: (expense: SeededExpense) => boolean = () => true,
): Map<string, { count: number; cents: number }> {
  const groups = new Map<string, { count: number; cents: number }>();
  for (const expense of expenses.filter(keep)) {
    const group = groups.get(keyOf(expense)) ?? { count: 0, cents: 0 };
    group.count += 1;
    group.cents += expense.amountCents;
    groups.set(keyOf(expense), group);
  }
  return groups;
}

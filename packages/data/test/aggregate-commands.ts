// The random commands of the aggregates property tests: creates, updates and deletes of expenses, estimates
// and change orders, budget plans, and project and contractor cascades, each naming its targets by index.
import fc from 'fast-check';
import type { EstimateStatus } from '@reno/domain';

const CATEGORIES = ['materials', 'Materials', 'labor', 'permits', 'tools', 'other'];
const STATUSES: EstimateStatus[] = ['pending', 'approved', 'rejected'];

const date = fc
  .record({ month: fc.integer({ min: 1, max: 4 }), day: fc.integer({ min: 1, max: 28 }) })
  .map(({ month, day }) => `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
const amount = fc.integer({ min: 1, max: 500_000 });
const pick = fc.nat({ max: 1000 });
const maybePick = fc.option(pick, { nil: null });

export const expenseFields = fc.record({
  project: pick,
  estimate: maybePick,
  amount,
  category: fc.constantFrom(...CATEGORIES),
  date,
  method: fc.constantFrom('cash', 'credit_card', 'check'),
  contractor: maybePick,
});
export const estimateFields = fc.record({
  project: pick,
  amount,
  status: fc.constantFrom(...STATUSES),
  taxRate: fc.integer({ min: 0, max: 2000 }),
  cash: fc.integer({ min: 0, max: 10_000 }),
  category: fc.constantFrom(null, 'materials', 'labor', 'permits'),
});
export const changeOrderFields = fc.record({
  amount: fc.integer({ min: -300_000, max: 300_000 }).filter((cents) => cents !== 0),
  status: fc.constantFrom(...STATUSES),
});
const planFields = fc.record({
  project: pick,
  contingency: fc.integer({ min: 0, max: 150_000 }),
  lines: fc
    .subarray(['materials', 'labor', 'permits', 'tools'])
    .chain((categories) =>
      fc.tuple(
        ...categories.map((category) =>
          fc.record({ category: fc.constant(category), plannedCents: fc.integer({ min: 0, max: 200_000 }) }),
        ),
      ),
    ),
});

export const command = fc.oneof(
  { weight: 4, arbitrary: expenseFields.map((f) => ({ kind: 'createExpense' as const, ...f })) },
  {
    weight: 3,
    arbitrary: fc
      .record({ target: pick, fields: expenseFields })
      .map((f) => ({ kind: 'updateExpense' as const, ...f })),
  },
  { weight: 2, arbitrary: pick.map((target) => ({ kind: 'deleteExpense' as const, target })) },
  { weight: 2, arbitrary: estimateFields.map((f) => ({ kind: 'createEstimate' as const, ...f })) },
  {
    weight: 2,
    arbitrary: fc
      .record({ target: pick, fields: estimateFields })
      .map((f) => ({ kind: 'updateEstimate' as const, ...f })),
  },
  { weight: 1, arbitrary: pick.map((target) => ({ kind: 'deleteEstimate' as const, target })) },
  {
    weight: 3,
    arbitrary: fc
      .record({ estimate: pick, fields: changeOrderFields })
      .map((f) => ({ kind: 'createChangeOrder' as const, ...f })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ target: pick, fields: changeOrderFields })
      .map((f) => ({ kind: 'updateChangeOrder' as const, ...f })),
  },
  { weight: 1, arbitrary: pick.map((target) => ({ kind: 'deleteChangeOrder' as const, target })) },
  { weight: 1, arbitrary: planFields.map((f) => ({ kind: 'setPlan' as const, ...f })) },
  { weight: 1, arbitrary: pick.map((project) => ({ kind: 'replaceProject' as const, project })) },
  { weight: 1, arbitrary: pick.map((contractor) => ({ kind: 'replaceContractor' as const, contractor })) },
);

export type ArbitraryValue<A> = A extends fc.Arbitrary<infer T> ? T : never;

/** The records commands name by index: the index wraps around each list. */
export interface Targets {
  projects: number[];
  contractors: number[];
  estimates: number[];
}

export const at = <T>(list: T[], index: number) => list[index % list.length] as T;

export const expenseInputOf = (targets: Targets, f: ArbitraryValue<typeof expenseFields>) => ({
  projectId: at(targets.projects, f.project),
  description: 'Item',
  amountCents: f.amount,
  category: f.category,
  paymentMethod: f.method,
  date: f.date,
  estimateId:
    f.estimate === null || targets.estimates.length === 0 ? null : at(targets.estimates, f.estimate),
  contractorId: f.contractor === null ? null : at(targets.contractors, f.contractor),
});

export const estimateInputOf = (targets: Targets, f: ArbitraryValue<typeof estimateFields>) => ({
  projectId: at(targets.projects, f.project),
  contractorId: at(targets.contractors, f.project),
  title: 'Quote',
  amountCents: f.amount,
  cashPercentageHundredths: f.cash,
  taxedPercentageHundredths: 10_000 - f.cash,
  taxRateHundredths: f.taxRate,
  date: '2025-02-01',
  status: f.status,
  category: f.category,
});

export const changeOrderInput = (f: ArbitraryValue<typeof changeOrderFields>) => ({
  title: 'Extra',
  amountCents: f.amount,
  status: f.status,
  date: '2025-03-01',
});

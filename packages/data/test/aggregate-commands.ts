// The random commands of the aggregates property tests: creates, updates and deletes of expenses, estimates
// and change orders, payment schedules, budget plans, and project and contractor cascades, each naming its
// targets by index.
import fc from 'fast-check';
import type { BasisClass, EstimateStatus, PaymentScheduleInput } from '@reno/domain';
import type { EstimateRecord } from '../src/estimates';

const CATEGORIES = ['materials', 'Materials', 'labor', 'permits', 'tools', 'other'];
const STATUSES: EstimateStatus[] = ['pending', 'approved', 'rejected'];

const date = fc
  .record({ month: fc.integer({ min: 1, max: 4 }), day: fc.integer({ min: 1, max: 28 }) })
  .map(({ month, day }) => `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
const amount = fc.integer({ min: 1, max: 500_000 });
const pick = fc.nat({ max: 1000 });
const maybePick = fc.option(pick, { nil: null });

/**
 * An expense's amount; one time in two a smaller one, a part payment that pays an estimate's installments
 * down one by one (so that progress payments paid in full hold their retainage until the final payment).
 */
const payment = fc.oneof(amount, fc.integer({ min: 1, max: 60_000 }));

export const expenseFields = fc.record({
  project: pick,
  estimate: maybePick,
  amount: payment,
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

/**
 * An installment's share: a percentage of the quoted total (4 of them stay within 100 %) or an amount, most
 * often one that fits an estimate's total (the expenses that pay installments down are of the same size),
 * now and then one that asks for more than the total and is refused.
 */
const share = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .integer({ min: 1, max: 2_400 })
      .map((hundredths) => ({ amountCents: null, percentHundredths: hundredths })),
  },
  {
    weight: 3,
    arbitrary: fc
      .integer({ min: 1, max: 60_000 })
      .map((cents) => ({ amountCents: cents, percentHundredths: null })),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1, max: 300_000 })
      .map((cents) => ({ amountCents: cents, percentHundredths: null })),
  },
);
const progressShare = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .integer({ min: 1_000, max: 2_400 })
      .map((hundredths) => ({ amountCents: null, percentHundredths: hundredths })),
  },
  { weight: 1, arbitrary: share },
);
const progressStep = fc.record({ share: progressShare, onMilestone: fc.boolean(), place: maybePick });
export const scheduleFields = fc.record({
  estimate: pick,
  /** Three times in four on an approved estimate nothing has paid yet, as schedules are set in life. */
  unpaidApproved: fc.integer({ min: 0, max: 3 }).map((draw) => draw > 0),
  /** One time in ten the schedule is removed. */
  remove: fc.integer({ min: 0, max: 9 }).map((draw) => draw === 0),
  /** Retainage three times in four, so that progress payments paid in full hold some. */
  retainage: fc.constantFrom(0, 500, 1_000, 1_250),
  deposit: fc.option(share, { nil: null }),
  /**
   * Mostly one to three progress payments of a large share (so that paid totals often land between a
   * progress payment paid in full and the final payment, where retainage is held), now and then none.
   */
  progress: fc.oneof(
    { weight: 1, arbitrary: fc.constant<ArbitraryValue<typeof progressStep>[]>([]) },
    { weight: 4, arbitrary: fc.array(progressStep, { minLength: 1, maxLength: 3 }) },
  ),
  finalOnMilestone: fc.boolean(),
});

/** A record kind's create (its fields), update (a target and fields) and delete (a target), with their weights. */
function writesOf<Kind extends string, F>(
  kind: Kind,
  fields: fc.Arbitrary<F>,
  [create, update, remove]: [number, number, number],
) {
  return [
    { weight: create, arbitrary: fields.map((f) => ({ kind: `create${kind}` as const, ...f })) },
    {
      weight: update,
      arbitrary: fc.record({ target: pick, fields }).map((f) => ({ kind: `update${kind}` as const, ...f })),
    },
    { weight: remove, arbitrary: pick.map((target) => ({ kind: `delete${kind}` as const, target })) },
  ] as const;
}

export const command = fc.oneof(
  ...writesOf('Expense', expenseFields, [4, 3, 2]),
  ...writesOf('Estimate', estimateFields, [2, 2, 1]),
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
  { weight: 3, arbitrary: scheduleFields.map((f) => ({ kind: 'setSchedule' as const, ...f })) },
  { weight: 3, arbitrary: pick.map((estimate) => ({ kind: 'payInstallment' as const, estimate })) },
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

/** 'YYYY-MM-DD' `days` after `date`. */
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// Words the basis rules class as an improvement, a repair, upkeep, not part of the home, and none.
const BASIS_WORDS = ['New roof shingles', 'Fix leaking pipe', 'Gutter cleaning', 'Sofa', 'Item'];
const BASIS_CLASSES: (BasisClass | null | undefined)[] = [
  undefined, // left out: an update keeps the stored one
  null,
  'improvement',
  'repair',
  'maintenance',
  'not_part_of_home',
];

/**
 * What the cost basis reads of an expense (its words, an editor's class, a removal 0–400 days after its date,
 * into the next year too, a receipt), worked out from the fields drawn rather than drawn themselves: the
 * random sequences, and the cases their fixed seeds were chosen to reach, stay as they were.
 */
function basisFieldsOf(f: ArbitraryValue<typeof expenseFields>) {
  const mix = f.amount + 7 * Number(f.date.slice(5, 7)) + 13 * Number(f.date.slice(8, 10));
  return {
    description: BASIS_WORDS[mix % BASIS_WORDS.length] as string,
    basisClass: BASIS_CLASSES[Math.floor(mix / 5) % BASIS_CLASSES.length],
    removedOn: Math.floor(mix / 30) % 3 === 0 ? daysAfter(f.date, mix % 401) : null,
    imageUrl: Math.floor(mix / 90) % 2 === 0 ? 'https://example.com/receipt.pdf' : null,
  };
}

export const expenseInputOf = (targets: Targets, f: ArbitraryValue<typeof expenseFields>) => ({
  projectId: at(targets.projects, f.project),
  ...basisFieldsOf(f),
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

/**
 * A schedule for an estimate from its fields: due on a date or on `milestoneId` (of the estimate's project;
 * a final payment with retainage always is), each progress payment placing one of `changeOrderIds` (the
 * estimate's own) not placed before; null removes the schedule.
 */
export function scheduleInputOf(
  f: ArbitraryValue<typeof scheduleFields>,
  estimate: { milestoneId: number; changeOrderIds: number[] },
): PaymentScheduleInput | null {
  if (f.remove) return null;
  const due = (onMilestone: boolean) =>
    onMilestone
      ? { dueDate: null, milestoneId: estimate.milestoneId }
      : { dueDate: '2025-05-01', milestoneId: null };
  const placed = new Set<number>();
  const progress = f.progress.map((step) => {
    const order =
      step.place === null || !estimate.changeOrderIds.length ? null : at(estimate.changeOrderIds, step.place);
    const changeOrderIds = order === null || placed.has(order) ? [] : [order];
    if (order !== null) placed.add(order);
    return {
      id: null,
      kind: 'progress' as const,
      label: null,
      ...step.share,
      ...due(step.onMilestone),
      changeOrderIds,
    };
  });
  const deposit = f.deposit && {
    id: null,
    kind: 'deposit' as const,
    label: null,
    ...f.deposit,
    ...due(false),
    changeOrderIds: [],
  };
  const final = {
    id: null,
    kind: 'final' as const,
    label: 'Handover',
    amountCents: null,
    percentHundredths: null,
    ...due(f.retainage > 0 || f.finalOnMilestone),
    changeOrderIds: [],
  };
  return {
    retainageHundredths: f.retainage,
    installments: [...(deposit ? [deposit] : []), ...progress, final],
  };
}

/**
 * A homeowner paying an approved estimate's next installment (the `pick`th of those with one left): an
 * expense of what is left of its first installment not paid in full, linked to it, so that schedules are
 * paid down step by step, through the progress payments whose retainage is then held, to the final payment
 * that releases it. Null when no estimate has an installment left.
 */
export function installmentPaymentOf(estimates: readonly EstimateRecord[], pick: number) {
  const nextOf = (estimate: EstimateRecord) =>
    estimate.installmentPayments.find((payment) => payment.paidCents < payment.amountCents);
  const payable = estimates.filter((estimate) => estimate.status === 'approved' && nextOf(estimate));
  if (!payable.length) return null;
  const estimate = at(payable, pick);
  const next = nextOf(estimate)!;
  return {
    projectId: estimate.projectId,
    description: 'Installment',
    amountCents: next.amountCents - next.paidCents,
    category: 'labor',
    paymentMethod: 'check',
    date: '2025-04-01',
    estimateId: estimate.id,
    contractorId: estimate.contractorId,
  };
}

/**
 * The estimate a schedule goes on: with `unpaidApproved`, the `estimate`th of the approved ones without a
 * linked expense (when there is one), else the `estimate`th of all.
 */
export function scheduledEstimateOf(
  estimates: readonly EstimateRecord[],
  f: Pick<ArbitraryValue<typeof scheduleFields>, 'estimate' | 'unpaidApproved'>,
): EstimateRecord | null {
  const unpaid = estimates.filter((estimate) => estimate.status === 'approved' && estimate.paidCount === 0);
  const from = f.unpaidApproved && unpaid.length ? unpaid : estimates;
  return from.length ? at([...from], f.estimate) : null;
}

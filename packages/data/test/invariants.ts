// Recomputes every aggregate from the items of a user's partition and compares it with what the
// transactions stored. Used after each step of the property test and after cascades.
import { expect } from 'vitest';
import {
  basisClassToCount,
  basisSumsOf,
  changeOrderWithTaxCents,
  committedRemainingCents,
  normalizeBasisClass,
  forecastCents,
  paymentState,
  scheduleAmounts,
  type ForecastCents,
  type PaymentSchedule,
  type PaymentTotalsCents,
} from '@reno/domain';
import type { DataContext } from '../src/context';
import { partitionItems } from './support';

type Item = Record<string, unknown>;

const n = (value: unknown) => (typeof value === 'number' ? value : 0);
const nonZero = (map: Record<string, number>) =>
  Object.fromEntries(Object.entries(map).filter(([, v]) => v !== 0));

function add(map: Record<string, number>, key: string, delta: number) {
  map[key] = (map[key] ?? 0) + delta;
}

export interface Snapshot {
  items: Item[];
  projects: Item[];
  expenses: Item[];
  estimates: Item[];
  contractors: Item[];
  milestones: Item[];
  changeOrders: Item[];
  profile: Item | undefined;
}

export async function snapshot(ctx: DataContext, userId: string): Promise<Snapshot> {
  const items = await partitionItems(ctx, userId);
  const of = (entity: string) => items.filter((item) => item.entity === entity);
  return {
    items,
    projects: of('project'),
    expenses: of('expense'),
    estimates: of('estimate'),
    contractors: of('contractor'),
    milestones: of('milestone'),
    changeOrders: of('changeOrder'),
    profile: items.find((item) => item.SK === 'PROFILE'),
  };
}

/**
 * The project's basis sums hold exactly its expenses marked `basisCounted`, each under the class the domain's
 * rule gives it from its stored fields now (the editor's choice, else the rules'); a project marked upgraded
 * has every expense marked.
 */
function expectBasisSums(project: Item, own: Item[]): void {
  const counted = own.filter((e) => e.basisCounted !== undefined);
  if (n(project.basisVersion) >= 1)
    expect(counted.length, `expenses outside the basis of ${String(project.id)}`).toBe(own.length);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const sums = basisSumsOf(
    counted.map((e) => ({
      basisClass: basisClassToCount({
        category: String(e.category),
        description: String(e.description),
        notes: text(e.notes),
        basisClass: normalizeBasisClass(String(e.basisClass ?? '')),
      }),
      date: String(e.date),
      amountCents: n(e.amountCents),
      removedOn: text(e.removedOn),
      hasReceipt: text(e.imageUrl) !== null,
    })),
  );
  const stored = (name: string) => nonZero((project[name] as Record<string, number> | undefined) ?? {});
  expect(
    { cents: stored('basisCents'), noReceipt: stored('basisNoReceipt') },
    `basis sums of project ${String(project.id)}`,
  ).toEqual({ cents: nonZero(sums.cents), noReceipt: nonZero(sums.noReceipt) });
}

/** Asserts that every stored aggregate equals the value recomputed from the items. */
export async function expectConsistent(
  ctx: DataContext,
  userId: string,
  options: { cascadeInProgress?: boolean } = {},
): Promise<Snapshot> {
  const state = await snapshot(ctx, userId);
  const { projects, expenses, estimates, contractors, profile, items, changeOrders } = state;
  const projectIds = new Set(projects.map((p) => n(p.id)));
  const estimateIds = new Set(estimates.map((e) => n(e.id)));
  const contractorIds = new Set(contractors.map((c) => n(c.id)));

  for (const project of projects) {
    const own = expenses.filter((e) => e.projectId === project.id);
    const byCategory: Record<string, number> = {};
    const byMonth: Record<string, number> = {};
    for (const e of own) {
      add(byCategory, String(e.category).trim().toLowerCase(), n(e.amountCents));
      add(byMonth, String(e.date).slice(0, 7), 1);
    }
    const expected = {
      spentCents: own.reduce((sum, e) => sum + n(e.amountCents), 0),
      expenseCount: own.length,
      paidEstimatesCents: own
        .filter((e) => typeof e.estimateId === 'number')
        .reduce((s, e) => s + n(e.amountCents), 0),
      approvedEstimatesCents: estimates
        .filter((e) => e.projectId === project.id && e.status === 'approved')
        .reduce((s, e) => s + n(e.totalWithTaxCents), 0),
      spentByCategory: nonZero(byCategory),
      expenseMonths: nonZero(byMonth),
      committedByCategory: nonZero(recomputedCommitments(estimates, expenses, changeOrders, project.id)),
      ...recountedPaymentTotals(state, project.id),
    };
    expect(
      {
        spentCents: project.spentCents,
        expenseCount: project.expenseCount,
        paidEstimatesCents: project.paidEstimatesCents,
        approvedEstimatesCents: project.approvedEstimatesCents,
        spentByCategory: nonZero(project.spentByCategory as Record<string, number>),
        expenseMonths: nonZero(project.expenseMonths as Record<string, number>),
        committedByCategory: nonZero(project.committedByCategory as Record<string, number>),
        scheduledCents: n(project.scheduledCents),
        scheduledPaidCents: n(project.scheduledPaidCents),
        retainageHeldCents: n(project.retainageHeldCents),
      },
      `aggregates of project ${String(project.id)}`,
    ).toEqual(expected);

    // Day counts (the page index) per month item.
    const days: Record<string, number> = {};
    for (const e of own) add(days, `${String(e.date).slice(0, 7)}/d${String(e.date).slice(8, 10)}`, 1);
    const stored: Record<string, number> = {};
    const prefix = `PROJDAYS#${String(project.id).padStart(12, '0')}#`;
    for (const item of items.filter((i) => String(i.SK).startsWith(prefix))) {
      const month = String(item.SK).slice(prefix.length);
      for (const [key, value] of Object.entries(item))
        if (/^d\d\d$/.test(key)) add(stored, `${month}/${key}`, n(value));
    }
    expect(nonZero(stored), `day counts of project ${String(project.id)}`).toEqual(nonZero(days));

    // Each category's and payment method's day counts hold exactly the expenses marked inScopeCounts, and a
    // project marked upgraded has every expense marked.
    const inScopeCounts = own.filter((e) => e.inScopeCounts !== undefined);
    if (n(project.scopeCountsVersion) >= 1)
      expect(inScopeCounts.length, `expenses outside the scope days of ${String(project.id)}`).toBe(
        own.length,
      );
    const scopeDays: Record<string, number> = {};
    for (const e of inScopeCounts) {
      const day = String(e.date).replaceAll('-', '');
      add(scopeDays, `category#${String(e.category).trim().toLowerCase()}/${day}`, 1);
      add(scopeDays, `method#${String(e.paymentMethod)}/${day}`, 1);
    }
    const storedScopeDays: Record<string, number> = {};
    const scopePrefix = `SCOPEDAYS#${String(project.id).padStart(12, '0')}#`;
    for (const item of items.filter((i) => String(i.SK).startsWith(scopePrefix))) {
      const scope = String(item.SK).slice(scopePrefix.length);
      for (const [key, value] of Object.entries(item))
        if (/^\d{8}$/.test(key)) add(storedScopeDays, `${scope}/${key}`, n(value));
    }
    expect(nonZero(storedScopeDays), `scope day counts of project ${String(project.id)}`).toEqual(
      nonZero(scopeDays),
    );

    // A project marked with the link keys has each expense in the contractor's and estimate's filter
    // indexes exactly when it names them (cascades take them out with the link).
    if (n(project.linkKeysVersion) >= 1)
      for (const e of own) {
        const under = `USER#${userId}#PROJECT#${String(project.id).padStart(12, '0')}`;
        const pad = (id: unknown) => String(id).padStart(12, '0');
        expect(
          { contractor: e.GSI7PK, estimate: e.GSI8PK },
          `filter index keys of expense ${String(e.id)}`,
        ).toEqual({
          contractor:
            typeof e.contractorId === 'number' ? `${under}#CONTRACTOR#${pad(e.contractorId)}` : undefined,
          estimate: typeof e.estimateId === 'number' ? `${under}#ESTIMATE#${pad(e.estimateId)}` : undefined,
        });
      }

    // The assistant's totals: month items and project maps hold exactly the expenses marked inTotals,
    // and a project marked upgraded has every expense marked.
    const counted = own.filter((e) => e.inTotals !== undefined);
    if (n(project.totalsVersion) >= 1)
      expect(counted.length, `uncounted expenses of ${String(project.id)}`).toBe(own.length);
    const monthTotals: Record<string, number> = {};
    const paid: Record<string, number> = {};
    const paidCount: Record<string, number> = {};
    for (const e of counted) {
      const month = String(e.date).slice(0, 7);
      const contractor = typeof e.contractorId === 'number' ? String(e.contractorId) : 'none';
      const keys = {
        category: String(e.category).trim().toLowerCase(),
        method: String(e.paymentMethod),
        contractor,
      };
      for (const [dimension, key] of Object.entries(keys)) {
        add(monthTotals, `${month}/cents_${dimension}_${key}`, n(e.amountCents));
        add(monthTotals, `${month}/count_${dimension}_${key}`, 1);
      }
      add(paid, contractor, n(e.amountCents));
      add(paidCount, contractor, 1);
    }
    const storedTotals: Record<string, number> = {};
    for (const item of items.filter((i) => String(i.SK).startsWith(prefix))) {
      const month = String(item.SK).slice(prefix.length);
      for (const [key, value] of Object.entries(item))
        if (/^(cents|count)_/.test(key)) add(storedTotals, `${month}/${key}`, n(value));
    }
    expect(nonZero(storedTotals), `month totals of project ${String(project.id)}`).toEqual(
      nonZero(monthTotals),
    );
    expect(
      {
        paid: nonZero((project.paidByContractor as Record<string, number> | undefined) ?? {}),
        count: nonZero((project.countByContractor as Record<string, number> | undefined) ?? {}),
      },
      `paid per contractor of project ${String(project.id)}`,
    ).toEqual({ paid: nonZero(paid), count: nonZero(paidCount) });
    expectBasisSums(project, own);
  }

  for (const estimate of estimates) {
    const linked = expenses.filter((e) => e.estimateId === estimate.id);
    expect(
      { paidCents: n(estimate.paidCents), paidCount: n(estimate.paidCount) },
      `paid totals of estimate ${String(estimate.id)}`,
    ).toEqual({ paidCents: linked.reduce((s, e) => s + n(e.amountCents), 0), paidCount: linked.length });
    expect(projectIds.has(n(estimate.projectId)), 'estimate project exists').toBe(true);
    const own = changeOrders.filter((c) => c.estimateId === estimate.id);
    expect(estimate.changeOrders ?? {}, `change orders of estimate ${String(estimate.id)}`).toEqual(
      Object.fromEntries(own.map((c) => [String(c.id), { amountCents: c.amountCents, status: c.status }])),
    );
    const revised = revisedTotalFromItems(estimate, changeOrders);
    expect(
      { revised: estimate.revisedTotalWithTaxCents, committed: estimate.committedCents },
      `revised total and commitment of estimate ${String(estimate.id)}`,
    ).toEqual({
      revised,
      committed: committedRemainingCents({
        status: String(estimate.status),
        revisedTotalWithTaxCents: revised,
        paidCents: linked.reduce((s, e) => s + n(e.amountCents), 0),
      }),
    });
    expect(contractorIds.has(n(estimate.contractorId)), 'estimate contractor exists').toBe(true);
    expectSchedulePaidDown(estimate, expenses, changeOrders, revised);
  }

  for (const expense of expenses) {
    expect(projectIds.has(n(expense.projectId)), `project of expense ${String(expense.id)}`).toBe(true);
    if (expense.estimateId !== undefined && expense.estimateId !== null) {
      expect(estimateIds.has(n(expense.estimateId)), `estimate of expense ${String(expense.id)}`).toBe(true);
    }
    if (expense.contractorId !== undefined && expense.contractorId !== null) {
      expect(contractorIds.has(n(expense.contractorId)), `contractor of expense ${String(expense.id)}`).toBe(
        true,
      );
    }
  }
  for (const changeOrder of changeOrders)
    expect(
      estimateIds.has(n(changeOrder.estimateId)),
      `estimate of change order ${String(changeOrder.id)}`,
    ).toBe(true);
  for (const milestone of state.milestones) expect(projectIds.has(n(milestone.projectId))).toBe(true);

  // Each home counts the projects that name it (those stored before homes name none), and every home a
  // project names exists.
  const homes = items.filter((item) => item.entity === 'home');
  for (const home of homes)
    expect(n(home.projectCount), `projects in home ${String(home.id)}`).toBe(
      projects.filter((p) => p.homeId === home.id).length,
    );
  for (const project of projects.filter((p) => p.homeId !== undefined))
    expect(
      homes.some((home) => home.id === project.homeId),
      `home of project ${String(project.id)}`,
    ).toBe(true);
  // Each home counts its rooms and its maintenance tasks, and every room's and task's home exists.
  for (const [entity, count] of [
    ['room', 'roomCount'],
    ['maintenance', 'maintenanceCount'],
  ] as const) {
    const inHomes = items.filter((item) => item.entity === entity);
    for (const home of homes)
      expect(n(home[count]), `${entity} in home ${String(home.id)}`).toBe(
        inHomes.filter((record) => record.homeId === home.id).length,
      );
    for (const record of inHomes)
      expect(
        homes.some((home) => home.id === record.homeId),
        `home of ${entity} ${String(record.id)}`,
      ).toBe(true);
  }
  // Each room counts its items, and every item's room exists.
  const rooms = items.filter((item) => item.entity === 'room');
  const homeItems = items.filter((item) => item.entity === 'homeItem');
  for (const room of rooms)
    expect(n(room.itemCount), `items in room ${String(room.id)}`).toBe(
      homeItems.filter((item) => item.roomId === room.id).length,
    );
  for (const item of homeItems)
    expect(
      rooms.some((room) => room.id === item.roomId),
      `room of item ${String(item.id)}`,
    ).toBe(true);

  if (profile) {
    expect({
      expenseCount: n(profile.expenseCount),
      contractorCount: n(profile.contractorCount),
      projectCount: n(profile.projectCount),
      totalBudgetCents: n(profile.totalBudgetCents),
    }).toEqual({
      expenseCount: expenses.length,
      contractorCount: contractors.length,
      projectCount: projects.length,
      totalBudgetCents: projects.reduce((s, p) => s + n(p.budgetCents), 0),
    });
  }
  // Nothing half-deleted and no parked receipt keys left behind (unless a cascade was interrupted).
  if (!options.cascadeInProgress) {
    expect(items.filter((i) => i.deleting === true || String(i.SK).startsWith('OBJKEYS#'))).toEqual([]);
  }
  return state;
}

/** totalWithTax + Σ approved change orders of the estimate, each taxed with the estimate's split and rate. */
function revisedTotalFromItems(estimate: Item, changeOrders: Item[]): number {
  const rates = {
    cashHundredths: n(estimate.cashPercentageHundredths),
    taxedHundredths: n(estimate.taxedPercentageHundredths),
    taxRateHundredths: n(estimate.taxRateHundredths),
  };
  return changeOrders
    .filter((c) => c.estimateId === estimate.id && c.status === 'approved')
    .reduce(
      (sum, c) => sum + changeOrderWithTaxCents(rates, n(c.amountCents)),
      n(estimate.totalWithTaxCents),
    );
}

/**
 * The installments of an estimate's payment schedule recounted from the items: its approved change orders
 * (taxed like the estimate) and its linked expenses' amounts, paid down in order.
 */
function recountedPayments(estimate: Item, expenses: Item[], changeOrders: Item[]) {
  const schedule = estimate.paymentSchedule as PaymentSchedule | null | undefined;
  if (!schedule) return { installments: [], retainageHeldCents: 0, totalCents: 0 };
  const rates = {
    cashHundredths: n(estimate.cashPercentageHundredths),
    taxedHundredths: n(estimate.taxedPercentageHundredths),
    taxRateHundredths: n(estimate.taxRateHundredths),
  };
  const approvedChangeOrders = changeOrders
    .filter((c) => c.estimateId === estimate.id && c.status === 'approved')
    .map((c) => ({ id: n(c.id), withTaxCents: changeOrderWithTaxCents(rates, n(c.amountCents)) }));
  const amounts = scheduleAmounts(schedule, {
    totalWithTaxCents: n(estimate.totalWithTaxCents),
    approvedChangeOrders,
  });
  const paid = expenses.filter((x) => x.estimateId === estimate.id).reduce((s, x) => s + n(x.amountCents), 0);
  const state = paymentState(amounts, paid);
  return {
    installments: state.installments.map((payment, index) => ({
      id: schedule.installments[index]?.id,
      ...payment,
    })),
    retainageHeldCents: state.retainageHeldCents,
    totalCents: amounts.totalCents,
  };
}

/**
 * A project's payment totals from the items: over its approved estimates with a schedule, what the
 * installments add up to, what of it the linked expenses paid, the retainage held.
 */
function recountedPaymentTotals(state: Snapshot, projectId: unknown): PaymentTotalsCents {
  const totals = { scheduledCents: 0, scheduledPaidCents: 0, retainageHeldCents: 0 };
  for (const estimate of state.estimates.filter(
    (e) => e.projectId === projectId && e.status === 'approved',
  )) {
    const recount = recountedPayments(estimate, state.expenses, state.changeOrders);
    totals.scheduledCents += recount.installments.reduce((s, i) => s + i.amountCents, 0);
    totals.scheduledPaidCents += recount.installments.reduce((s, i) => s + i.paidCents, 0);
    totals.retainageHeldCents += recount.retainageHeldCents;
  }
  return totals;
}

/**
 * What the estimate keeps of its schedule equals the recount (0 drift); the installments add up to the
 * revised total; placements name only the estimate's own change orders.
 */
function expectSchedulePaidDown(estimate: Item, expenses: Item[], changeOrders: Item[], revised: number) {
  const label = `installments of estimate ${String(estimate.id)}`;
  const recount = recountedPayments(estimate, expenses, changeOrders);
  expect(
    {
      installments: estimate.installmentPayments ?? [],
      retainageHeldCents: n(estimate.retainageHeldCents),
    },
    label,
  ).toEqual({
    installments: recount.installments,
    retainageHeldCents: estimate.status === 'approved' ? recount.retainageHeldCents : 0,
  });
  const schedule = estimate.paymentSchedule as PaymentSchedule | null | undefined;
  if (!schedule) return;
  expect(
    recount.installments.reduce((s, i) => s + i.amountCents, 0),
    label,
  ).toBe(Math.max(revised, 0));
  const own = new Set(changeOrders.filter((c) => c.estimateId === estimate.id).map((c) => n(c.id)));
  const placed = schedule.installments.flatMap((installment) => installment.changeOrderIds);
  expect(
    placed.filter((id) => !own.has(id)),
    `placements of estimate ${String(estimate.id)}`,
  ).toEqual([]);
}

/** Per category (or 'unassigned'): Σ over the project's approved estimates of max(revised − paid, 0). */
function recomputedCommitments(
  estimates: Item[],
  expenses: Item[],
  changeOrders: Item[],
  projectId: unknown,
) {
  const byCategory: Record<string, number> = {};
  for (const estimate of estimates.filter((e) => e.projectId === projectId)) {
    const paid = expenses
      .filter((x) => x.estimateId === estimate.id)
      .reduce((s, x) => s + n(x.amountCents), 0);
    const committed = committedRemainingCents({
      status: String(estimate.status),
      revisedTotalWithTaxCents: revisedTotalFromItems(estimate, changeOrders),
      paidCents: paid,
    });
    add(byCategory, typeof estimate.category === 'string' ? estimate.category : 'unassigned', committed);
  }
  return byCategory;
}

/** Every forecast figure of a project, recomputed from the items alone (expenses, estimates, change orders). */
export function forecastFromItems(state: Snapshot, project: Item): ForecastCents {
  const spent: Record<string, number> = {};
  for (const e of state.expenses.filter((x) => x.projectId === project.id))
    add(spent, String(e.category).trim().toLowerCase(), n(e.amountCents));
  return forecastCents({
    budgetCents: n(project.budgetCents),
    contingencyCents: n(project.contingencyCents),
    plannedByCategoryCents: { ...(project.plannedByCategory as Record<string, number>) },
    spentByCategoryCents: spent,
    committedByCategoryCents: recomputedCommitments(
      state.estimates,
      state.expenses,
      state.changeOrders,
      project.id,
    ),
    payments: recountedPaymentTotals(state, project.id),
  });
}

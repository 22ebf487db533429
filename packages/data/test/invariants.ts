// Recomputes every aggregate from the items of a user's partition and compares it with what the
// transactions stored. Used after each step of the property test and after cascades.
import { expect } from 'vitest';
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
    profile: items.find((item) => item.SK === 'PROFILE'),
  };
}

/** Asserts that every stored aggregate equals the value recomputed from the items. */
export async function expectConsistent(
  ctx: DataContext,
  userId: string,
  options: { cascadeInProgress?: boolean } = {},
): Promise<Snapshot> {
  const state = await snapshot(ctx, userId);
  const { projects, expenses, estimates, contractors, profile, items } = state;
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
    };
    expect(
      {
        spentCents: project.spentCents,
        expenseCount: project.expenseCount,
        paidEstimatesCents: project.paidEstimatesCents,
        approvedEstimatesCents: project.approvedEstimatesCents,
        spentByCategory: nonZero(project.spentByCategory as Record<string, number>),
        expenseMonths: nonZero(project.expenseMonths as Record<string, number>),
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
  }

  for (const estimate of estimates) {
    const linked = expenses.filter((e) => e.estimateId === estimate.id);
    expect(
      { paidCents: n(estimate.paidCents), paidCount: n(estimate.paidCount) },
      `paid totals of estimate ${String(estimate.id)}`,
    ).toEqual({ paidCents: linked.reduce((s, e) => s + n(e.amountCents), 0), paidCount: linked.length });
    expect(projectIds.has(n(estimate.projectId)), 'estimate project exists').toBe(true);
    expect(contractorIds.has(n(estimate.contractorId)), 'estimate contractor exists').toBe(true);
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
  for (const milestone of state.milestones) expect(projectIds.has(n(milestone.projectId))).toBe(true);

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

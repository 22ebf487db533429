// The aggregate path of expense_totals: the month items' totals and the projects' paid-per-contractor
// maps (expense-totals.ts) answer without reading the expenses, when the filters allow: no text, whole
// months, and at most one of category / payment method / contractor, grouped by month or by that same
// dimension (the items hold each dimension's totals, not their combinations).
import type { AppliedExpenseFilters, ExpenseGrouping } from '@reno/domain';
import type { DataContext } from '../context';
import { projectMonthItems, householdMonthItems, householdProjects } from '../access-patterns';
import { contractorKeyOf } from '../expense-facts';
import { centsAttribute, countAttribute, type TotalsDimension } from '../totals-shape';
import { SK_PREFIX } from '../keys';
import { queryAll, type Item } from '../requests';
import { getProjectItemWithTotals, hasTotals } from '../totals-upgrade';
import { num } from '../validate';
import { GroupedSums } from './totals';

const DIMENSION_OF: Record<Exclude<ExpenseGrouping, 'month'>, TotalsDimension> = {
  category: 'category',
  paymentMethod: 'method',
  contractor: 'contractor',
};

function lastDayOfMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** The filter on one dimension, or null for none; undefined when several are set. */
function singleFilter(
  filters: AppliedExpenseFilters,
): { dimension: TotalsDimension; key: string } | null | undefined {
  const set = [
    filters.category === null ? null : { dimension: 'category' as const, key: filters.category },
    filters.paymentMethod === null ? null : { dimension: 'method' as const, key: filters.paymentMethod },
    filters.contractor === null
      ? null
      : { dimension: 'contractor' as const, key: contractorKeyOf(filters.contractor.id) },
  ].filter((filter) => filter !== null);
  if (set.length > 1) return undefined;
  return set[0] ?? null;
}

/** Whole months only: the range starts on a 1st and ends on a last day (either may be open). */
function monthRange(filters: AppliedExpenseFilters): { from: string | null; to: string | null } | null {
  if (filters.from && !filters.from.endsWith('-01')) return null;
  if (filters.to && filters.to !== lastDayOfMonth(filters.to.slice(0, 7))) return null;
  return { from: filters.from?.slice(0, 7) ?? null, to: filters.to?.slice(0, 7) ?? null };
}

/** Every project item of the caller, upgraded (one Query; an old project is upgraded once). */
export async function projectItemsWithTotals(ctx: DataContext, householdId: string): Promise<Item[]> {
  const items = await queryAll(ctx, householdProjects(householdId));
  return Promise.all(
    items.map(async (item) =>
      hasTotals(item) ? item : ((await getProjectItemWithTotals(ctx, householdId, num(item.id))) ?? item),
    ),
  );
}

/** Paid per contractor (or only `wanted`'s) from the projects' maps. */
export function fromMaps(projects: Item[], wanted: string | null): GroupedSums {
  const sums = new GroupedSums();
  for (const project of projects) {
    const paid = (project.paidByContractor ?? {}) as Record<string, number>;
    const counts = (project.countByContractor ?? {}) as Record<string, number>;
    for (const [key, cents] of Object.entries(paid))
      if (wanted === null || key === wanted) sums.add(key, num(counts[key]), num(cents));
  }
  return sums;
}

function fromMonths(
  months: Item[],
  groupBy: ExpenseGrouping,
  filter: { dimension: TotalsDimension; key: string } | null,
): GroupedSums {
  const sums = new GroupedSums();
  for (const item of months) {
    const month = String(item.SK).slice(-7);
    if (filter) {
      const cents = num(item[centsAttribute(filter.dimension, filter.key)]);
      const count = num(item[countAttribute(filter.dimension, filter.key)]);
      sums.add(groupBy === 'month' ? month : filter.key, count, cents);
      continue;
    }
    // Every expense has exactly one category: a month's total is the sum of its categories.
    const dimension = groupBy === 'month' ? 'category' : DIMENSION_OF[groupBy];
    const prefix = `cents_${dimension}_`;
    for (const [name, value] of Object.entries(item)) {
      if (!name.startsWith(prefix)) continue;
      const key = name.slice(prefix.length);
      sums.add(groupBy === 'month' ? month : key, num(item[countAttribute(dimension, key)]), num(value));
    }
  }
  return sums;
}

/**
 * The totals from the aggregates, or null when the filters need the expenses themselves.
 * One project: its item (read by the scope) + one Query of its month items, or nothing more when the
 * paid-per-contractor maps answer. Every project: one Query of the projects + one of all month items.
 */
export async function aggregateTotals(
  ctx: DataContext,
  householdId: string,
  groupBy: ExpenseGrouping,
  filters: AppliedExpenseFilters,
  projectItem: Item | null,
): Promise<GroupedSums | null> {
  const filter = singleFilter(filters);
  const range = monthRange(filters);
  if (filters.text !== null || filter === undefined || range === null) return null;
  if (filter && groupBy !== 'month' && DIMENSION_OF[groupBy] !== filter.dimension) return null;
  const allTime = range.from === null && range.to === null;
  if (allTime && groupBy === 'contractor' && (filter === null || filter.dimension === 'contractor')) {
    const projects = projectItem ? [projectItem] : await projectItemsWithTotals(ctx, householdId);
    return fromMaps(projects, filter?.key ?? null);
  }
  let months: Item[];
  if (projectItem) {
    months = await queryAll(ctx, projectMonthItems(householdId, num(projectItem.id), range.from, range.to));
  } else {
    // Old projects are upgraded before their month items are read.
    await projectItemsWithTotals(ctx, householdId);
    months = (await queryAll(ctx, householdMonthItems(householdId))).filter((item) => {
      const month = String(item.SK).slice(-7);
      return (!range.from || month >= range.from) && (!range.to || month <= range.to);
    });
  }
  return fromMonths(
    months.filter((item) => String(item.SK).startsWith(SK_PREFIX.projectDays)),
    groupBy,
    filter,
  );
}

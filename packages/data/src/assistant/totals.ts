// Grouped sums in cents, however they were gathered (aggregates or a query), and their presentation.
import {
  centsToDecimal,
  expenseCategoryLabel,
  monthLabel,
  paymentMethodLabel,
  type ExpenseGrouping,
  type ExpenseTotalsGroup,
} from '@reno/domain';

/** The group key of expenses without a contractor. */
export const NO_CONTRACTOR = 'none';

export interface GroupSum {
  count: number;
  cents: number;
}

export class GroupedSums {
  readonly groups = new Map<string, GroupSum>();

  add(key: string, count: number, cents: number): void {
    const group = this.groups.get(key) ?? { count: 0, cents: 0 };
    group.count += count;
    group.cents += cents;
    this.groups.set(key, group);
  }

  get count(): number {
    return [...this.groups.values()].reduce((sum, group) => sum + group.count, 0);
  }

  get cents(): number {
    return [...this.groups.values()].reduce((sum, group) => sum + group.cents, 0);
  }
}

function labelOf(groupBy: ExpenseGrouping, key: string, contractorNames: Map<number, string>): string {
  switch (groupBy) {
    case 'category':
      return expenseCategoryLabel(key);
    case 'month':
      return monthLabel(key);
    case 'paymentMethod':
      return paymentMethodLabel(key);
    case 'contractor':
      if (key === NO_CONTRACTOR) return 'No contractor';
      return contractorNames.get(Number(key)) ?? `Contractor ${key}`;
  }
}

/** Groups with expenses only; months in calendar order, the others largest first. */
export function presentGroups(
  groupBy: ExpenseGrouping,
  sums: GroupedSums,
  /** The names of the contractors grouped by (grouping by contractor). */
  contractorNames: Map<number, string>,
): ExpenseTotalsGroup[] {
  const entries = [...sums.groups.entries()].filter(([, group]) => group.count !== 0);
  entries.sort(([aKey, a], [bKey, b]) =>
    groupBy === 'month' ? (aKey < bKey ? -1 : 1) : b.cents - a.cents || (aKey < bKey ? -1 : 1),
  );
  return entries.map(([key, group]) => ({
    key,
    label: labelOf(groupBy, key, contractorNames),
    count: group.count,
    total: centsToDecimal(group.cents),
  }));
}

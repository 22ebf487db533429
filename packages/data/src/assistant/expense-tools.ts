// expense_totals and find_expenses.
import {
  ASSISTANT_EXPENSE_LIST_LIMIT,
  centsToDecimal,
  expensesLookedAt,
  type AssistantExpense,
  type ExpenseGrouping,
  type FindExpensesResult,
} from '@reno/domain';
import type { DataContext } from '../context';
import { categoryKeyOf, monthOf } from '../expense-facts';
import { byDateDescending, type ExpenseRecord } from '../expenses';
import { listProjects } from '../projects';
import { num } from '../validate';
import { aggregateTotals } from './aggregate-totals';
import { forEachMatchingExpense, newestMatchingExpenses } from './expense-query';
import { resolveExpenseScope, type ResolvedScope } from './scope';
import { contractorNames, type ToolReads } from './tool-lists';
import { GroupedSums, NO_CONTRACTOR, presentGroups } from './totals';
import type { Tool } from './tool-answer';

function groupKey(groupBy: ExpenseGrouping, expense: ExpenseRecord): string {
  switch (groupBy) {
    case 'category':
      return categoryKeyOf(expense.category);
    case 'month':
      return monthOf(expense.date);
    case 'paymentMethod':
      return expense.paymentMethod;
    case 'contractor':
      return expense.contractorId === null ? NO_CONTRACTOR : String(expense.contractorId);
  }
}

export const expenseTotals: Tool<'expense_totals'> = async (ctx, householdId, input, reads = {}) => {
  const scope = await resolveExpenseScope(ctx, householdId, input, reads);
  const aggregated = await aggregateTotals(ctx, householdId, input.groupBy, scope.filters, scope.projectItem);
  const sums = aggregated ?? new GroupedSums();
  if (!aggregated)
    await forEachMatchingExpense(
      ctx,
      householdId,
      scope.filters,
      (expense) => sums.add(groupKey(input.groupBy, expense), 1, expense.amountCents),
      reads.pageSize,
    );
  // The contractor asked for is named already; any other grouped by is read by id.
  const asked = scope.filters.contractor;
  const names = new Map<number, string>(asked ? [[asked.id, asked.name]] : []);
  if (input.groupBy === 'contractor') {
    const unnamed = [...sums.groups.keys()].filter((key) => key !== NO_CONTRACTOR && !names.has(Number(key)));
    for (const [id, name] of await contractorNames(ctx, householdId, unnamed.map(Number)))
      names.set(id, name);
  }
  return {
    source: aggregated ? 'aggregates' : 'query',
    lookedAt: expensesLookedAt(sums.count, scope.filters, scope.project?.name ?? null),
    result: {
      groupBy: input.groupBy,
      filters: scope.filters,
      groups: presentGroups(input.groupBy, sums, names),
      count: sums.count,
      total: centsToDecimal(sums.cents),
      average: sums.count === 0 ? null : centsToDecimal(Math.round(sums.cents / sums.count)),
    },
  };
};

function byAmountDescending(a: ExpenseRecord, b: ExpenseRecord): number {
  return b.amountCents - a.amountCents || byDateDescending(a, b);
}

function byAmountAscending(a: ExpenseRecord, b: ExpenseRecord): number {
  return a.amountCents - b.amountCents || byDateDescending(a, b);
}

const ORDERS = {
  newest: byDateDescending,
  largest: byAmountDescending,
  smallest: byAmountAscending,
} as const;

/** Keeps the first 20 of `listed` in `order`, in place. */
function keepFirst(listed: ExpenseRecord[], order: FindExpensesResult['order']): void {
  listed.sort(ORDERS[order]).splice(ASSISTANT_EXPENSE_LIST_LIMIT);
}

interface FoundExpenses {
  count: number;
  cents: number;
  listed: ExpenseRecord[];
  source: 'aggregates' | 'query';
}

/**
 * The newest of one project, when the totals give the count and sum: those from the totals and the list
 * from a Query stopped at 20. Otherwise (every project, the largest or smallest, a text search...) every
 * match counted page by page, keeping only the first 20 in the order asked.
 */
async function findMatching(
  ctx: DataContext,
  householdId: string,
  scope: ResolvedScope,
  order: FindExpensesResult['order'],
  reads: ToolReads,
): Promise<FoundExpenses> {
  const { projectItem, filters } = scope;
  const totals =
    order === 'newest' && projectItem
      ? await aggregateTotals(ctx, householdId, 'month', filters, projectItem)
      : null;
  if (totals && projectItem) {
    const listed = await newestMatchingExpenses(
      ctx,
      householdId,
      num(projectItem.id),
      filters,
      ASSISTANT_EXPENSE_LIST_LIMIT,
    );
    return { count: totals.count, cents: totals.cents, listed, source: 'aggregates' };
  }
  const found: FoundExpenses = { count: 0, cents: 0, listed: [], source: 'query' };
  await forEachMatchingExpense(
    ctx,
    householdId,
    filters,
    (expense) => {
      found.count += 1;
      found.cents += expense.amountCents;
      found.listed.push(expense);
      // Sorted and cut once it doubles, so the list held stays under 2 × 20.
      if (found.listed.length >= 2 * ASSISTANT_EXPENSE_LIST_LIMIT) keepFirst(found.listed, order);
    },
    reads.pageSize,
  );
  keepFirst(found.listed, order);
  return found;
}

export const findExpenses: Tool<'find_expenses'> = async (ctx, householdId, input, reads = {}) => {
  const order = input.order ?? 'newest';
  const scope = await resolveExpenseScope(ctx, householdId, input, reads);
  const [projects, found] = await Promise.all([
    scope.project ? [scope.project] : listProjects(ctx, householdId),
    findMatching(ctx, householdId, scope, order, reads),
  ]);
  const projectName = new Map(projects.map((project) => [project.id, project.name]));
  const contractorName = await contractorNames(
    ctx,
    householdId,
    found.listed.flatMap((expense) => expense.contractorId ?? []),
  );
  return {
    source: found.source,
    lookedAt: expensesLookedAt(found.count, scope.filters, scope.project?.name ?? null),
    result: {
      filters: scope.filters,
      order,
      count: found.count,
      total: centsToDecimal(found.cents),
      expenses: found.listed.map((expense): AssistantExpense => ({
        id: expense.id,
        projectId: expense.projectId,
        projectName: projectName.get(expense.projectId) ?? '',
        date: expense.date,
        description: expense.description,
        notes: expense.notes,
        amount: centsToDecimal(expense.amountCents),
        category: categoryKeyOf(expense.category),
        paymentMethod: expense.paymentMethod,
        contractorId: expense.contractorId,
        contractorName:
          expense.contractorId === null ? null : (contractorName.get(expense.contractorId) ?? null),
      })),
    },
  };
};

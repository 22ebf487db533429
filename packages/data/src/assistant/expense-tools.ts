// expense_totals and find_expenses.
import {
  ASSISTANT_EXPENSE_LIST_LIMIT,
  centsToDecimal,
  expensesLookedAt,
  type AssistantExpense,
  type ExpenseGrouping,
  type ExpenseTotalsInput,
  type ExpenseTotalsResult,
  type FindExpensesInput,
  type FindExpensesResult,
} from '@reno/domain';
import type { DataContext } from '../context';
import { categoryKeyOf, monthOf } from '../expense-facts';
import { byDateDescending, type ExpenseRecord } from '../expenses';
import { listProjects } from '../projects';
import { num } from '../validate';
import { aggregateTotals } from './aggregate-totals';
import { newestMatchingExpenses, queryMatchingExpenses } from './expense-query';
import { resolveExpenseScope, type ResolvedScope } from './scope';
import { GroupedSums, NO_CONTRACTOR, presentGroups } from './totals';
import type { ToolAnswer } from './tool-answer';

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

export async function expenseTotals(
  ctx: DataContext,
  householdId: string,
  input: ExpenseTotalsInput,
): Promise<ToolAnswer<ExpenseTotalsResult>> {
  const scope = await resolveExpenseScope(ctx, householdId, input, {
    needContractors: input.groupBy === 'contractor',
  });
  const aggregated = await aggregateTotals(ctx, householdId, input.groupBy, scope.filters, scope.projectItem);
  const sums = aggregated ?? new GroupedSums();
  if (!aggregated)
    for (const expense of await queryMatchingExpenses(ctx, householdId, scope.filters))
      sums.add(groupKey(input.groupBy, expense), 1, expense.amountCents);
  return {
    source: aggregated ? 'aggregates' : 'query',
    lookedAt: expensesLookedAt(sums.count, scope.filters, scope.project?.name ?? null),
    result: {
      groupBy: input.groupBy,
      filters: scope.filters,
      groups: presentGroups(input.groupBy, sums, scope.contractors),
      count: sums.count,
      total: centsToDecimal(sums.cents),
      average: sums.count === 0 ? null : centsToDecimal(Math.round(sums.cents / sums.count)),
    },
  };
}

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

interface FoundExpenses {
  count: number;
  cents: number;
  listed: ExpenseRecord[];
  source: 'aggregates' | 'query';
}

/**
 * The newest of one project, when the totals give the count and sum: those from the totals and the list
 * from a Query stopped at 20. Otherwise (every project, the largest or smallest, a text search...) all the
 * matches.
 */
async function findMatching(
  ctx: DataContext,
  householdId: string,
  scope: ResolvedScope,
  order: FindExpensesResult['order'],
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
  const expenses = await queryMatchingExpenses(ctx, householdId, filters);
  return {
    count: expenses.length,
    cents: expenses.reduce((sum, expense) => sum + expense.amountCents, 0),
    listed: [...expenses].sort(ORDERS[order]).slice(0, ASSISTANT_EXPENSE_LIST_LIMIT),
    source: 'query',
  };
}

export async function findExpenses(
  ctx: DataContext,
  householdId: string,
  input: FindExpensesInput,
): Promise<ToolAnswer<FindExpensesResult>> {
  const order = input.order ?? 'newest';
  const scope = await resolveExpenseScope(ctx, householdId, input, { needContractors: true });
  const [projects, found] = await Promise.all([
    scope.project ? [scope.project] : listProjects(ctx, householdId),
    findMatching(ctx, householdId, scope, order),
  ]);
  const projectName = new Map(projects.map((project) => [project.id, project.name]));
  const contractorName = new Map(
    (scope.contractors ?? []).map((contractor) => [contractor.id, contractor.name]),
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
}

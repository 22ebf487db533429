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
import { categoryKeyOf, monthOf } from '../expense-effects';
import { byDateDescending, type ExpenseRecord } from '../expenses';
import { listProjects } from '../projects';
import { aggregateTotals } from './aggregate-totals';
import { queryMatchingExpenses } from './expense-query';
import { resolveExpenseScope } from './scope';
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
  userId: string,
  input: ExpenseTotalsInput,
): Promise<ToolAnswer<ExpenseTotalsResult>> {
  const scope = await resolveExpenseScope(ctx, userId, input, {
    needContractors: input.groupBy === 'contractor',
  });
  const aggregated = await aggregateTotals(ctx, userId, input.groupBy, scope.filters, scope.projectItem);
  const sums = aggregated ?? new GroupedSums();
  if (!aggregated)
    for (const expense of await queryMatchingExpenses(ctx, userId, scope.filters))
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
    },
  };
}

function byAmountDescending(a: ExpenseRecord, b: ExpenseRecord): number {
  return b.amountCents - a.amountCents || byDateDescending(a, b);
}

export async function findExpenses(
  ctx: DataContext,
  userId: string,
  input: FindExpensesInput,
): Promise<ToolAnswer<FindExpensesResult>> {
  const order = input.order ?? 'newest';
  const [scope, projects] = await Promise.all([
    resolveExpenseScope(ctx, userId, input, { needContractors: true }),
    listProjects(ctx, userId),
  ]);
  const expenses = await queryMatchingExpenses(ctx, userId, scope.filters);
  const listed = [...expenses]
    .sort(order === 'largest' ? byAmountDescending : byDateDescending)
    .slice(0, ASSISTANT_EXPENSE_LIST_LIMIT);
  const projectName = new Map(projects.map((project) => [project.id, project.name]));
  const contractorName = new Map(
    (scope.contractors ?? []).map((contractor) => [contractor.id, contractor.name]),
  );
  const cents = expenses.reduce((sum, expense) => sum + expense.amountCents, 0);
  return {
    source: 'query',
    lookedAt: expensesLookedAt(expenses.length, scope.filters, scope.project?.name ?? null),
    result: {
      filters: scope.filters,
      order,
      count: expenses.length,
      total: centsToDecimal(cents),
      expenses: listed.map((expense): AssistantExpense => ({
        id: expense.id,
        projectId: expense.projectId,
        projectName: projectName.get(expense.projectId) ?? '',
        date: expense.date,
        description: expense.description,
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

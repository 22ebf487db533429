// Answers about expenses: what was spent, how many, the average, a list, the largest, smallest or
// newest, a breakdown, and a comparison of two categories, methods, contractors or periods.
import {
  centsToDecimal,
  expenseCategoryLabel,
  paymentMethodLabel,
  toCents,
  type AssistantExpense,
  type ExpenseGrouping,
} from '@reno/domain';
import type { ToolSession } from '../../../tool-session';
import type { Filters, Request } from '../interpretation';
import { periodWords } from '../periods';
import { contractorsOf, scopeOf, scopeWords, toolInput, type ExpenseScope } from './expense-scope';
import { lookup, money, plain, plural } from './lookup';

const DEFAULT_LISTED = { largest: 5, smallest: 5, recent: 10, list: 20 } as const;

interface Found {
  count: number;
  total: string;
  expenses: AssistantExpense[];
}

/** The matching expenses: counted and summed from the totals, or found and listed for a text search. */
async function matching(
  scope: ExpenseScope,
  tools: ToolSession,
  order: 'newest' | 'largest' | 'smallest' | null,
): Promise<Found> {
  if (order === null && !scope.text) {
    const totals = await lookup(tools, 'expense_totals', { groupBy: 'category', ...toolInput(scope) });
    return { count: totals.count, total: totals.total, expenses: [] };
  }
  const found = await lookup(tools, 'find_expenses', { ...toolInput(scope), order: order ?? 'newest' });
  return { count: found.count, total: found.total, expenses: found.expenses };
}

/** 'No expense mentions “home depot” (all dates, Kitchen Remodel), so I have no figure for it.' */
function nothingFound(scope: ExpenseScope): string {
  return scope.text
    ? `No expense mentions “${scope.text}” in its description or notes (${scopeWords({ ...scope, text: null })}), so I have no figure for it.`
    : `There are no expenses for ${scopeWords(scope)}.`;
}

function expenseLine(expense: AssistantExpense): string {
  const details = [
    expenseCategoryLabel(expense.category),
    paymentMethodLabel(expense.paymentMethod),
    ...(expense.contractorName ? [expense.contractorName] : []),
  ].join(', ');
  return `- ${expense.date}: ${expense.description}: ${money(expense.amount)} (${details})`;
}

/** 'Shaker cabinets (special order), Cabinet hardware': what a text search found, by name. */
function foundNames(found: Found): string {
  const names = [...new Set(found.expenses.map((expense) => expense.description))];
  const shown = names.slice(0, 5).join('; ');
  return names.length > 5 ? `${shown}; and ${names.length - 5} more` : shown;
}

async function budgetLine(request: Request, tools: ToolSession): Promise<string> {
  const { projects } = await lookup(tools, 'list_projects', {});
  const project = projects.find((candidate) => candidate.id === request.project.id);
  return project ? `The budget of **${project.name}** is ${money(project.budget)}.\n\n` : '';
}

export async function spend(request: Request, tools: ToolSession): Promise<string> {
  const scope = await scopeOf(request, tools);
  const found = await matching(scope, tools, null);
  const budget = request.withBudget ? await budgetLine(request, tools) : '';
  if (found.count === 0 && scope.text) return nothingFound(scope);
  const verb = scope.contractor ? 'paid' : 'spent';
  const named = scope.text ? ` (${foundNames(found)})` : '';
  return `${budget}You've ${verb} ${money(found.total)} across ${plural(found.count, 'expense')}${named} — ${scopeWords(scope)}.`;
}

export async function count(request: Request, tools: ToolSession): Promise<string> {
  const scope = await scopeOf(request, tools);
  const found = await matching(scope, tools, null);
  if (found.count === 0 && scope.text) return nothingFound(scope);
  return `**${plural(found.count, 'expense')}** — ${scopeWords(scope)}.`;
}

export async function average(request: Request, tools: ToolSession): Promise<string> {
  const scope = await scopeOf(request, tools);
  const totals = await lookup(tools, 'expense_totals', { groupBy: 'category', ...toolInput(scope) });
  if (totals.average === null) return nothingFound(scope);
  return (
    `The average expense is ${money(totals.average)} (${plain(totals.total)} over ` +
    `${plural(totals.count, 'expense')}) — ${scopeWords(scope)}.`
  );
}

async function listed(
  request: Request,
  tools: ToolSession,
  kind: keyof typeof DEFAULT_LISTED,
): Promise<string> {
  const scope = await scopeOf(request, tools);
  const order = kind === 'largest' || kind === 'smallest' ? kind : 'newest';
  const found = await matching(scope, tools, order);
  if (found.count === 0) return nothingFound(scope);
  const size = request.size ?? (kind !== 'list' && request.single ? 1 : DEFAULT_LISTED[kind]);
  const shown = found.expenses.slice(0, size);
  const heading =
    kind === 'list'
      ? `${plural(found.count, 'expense')} (${plain(found.total)} in all)${found.count > shown.length ? `, the newest ${shown.length} listed` : ''}`
      : `${shown.length === 1 ? `The ${kind === 'recent' ? 'latest' : kind} expense` : `The ${shown.length} ${kind === 'recent' ? 'latest' : kind} expenses`} of ${found.count}`;
  return [`${heading} — ${scopeWords(scope)}:`, '', ...shown.map(expenseLine)].join('\n');
}

export const list = (request: Request, tools: ToolSession) => listed(request, tools, 'list');
export const largest = (request: Request, tools: ToolSession) => listed(request, tools, 'largest');
export const smallest = (request: Request, tools: ToolSession) => listed(request, tools, 'smallest');
export const recent = (request: Request, tools: ToolSession) => listed(request, tools, 'recent');

const GROUP_HEADINGS: Record<ExpenseGrouping, string> = {
  category: 'Category',
  month: 'Month',
  contractor: 'Contractor',
  paymentMethod: 'Payment method',
};

export async function breakdown(request: Request, tools: ToolSession): Promise<string> {
  const groupBy = request.grouping ?? (request.filters.contractors.length ? 'contractor' : 'category');
  const scope = await scopeOf(request, tools);
  const result = await lookup(tools, 'expense_totals', { groupBy, ...toolInput(scope) });
  if (result.count === 0) return nothingFound(scope);
  const top = groupBy === 'month' ? null : result.groups[0];
  return [
    `Spending by ${GROUP_HEADINGS[groupBy].toLowerCase()} — ${scopeWords(scope)}:`,
    '',
    `| ${GROUP_HEADINGS[groupBy]} | Spent | Expenses |`,
    '| --- | ---: | ---: |',
    ...result.groups.map((group) => `| ${group.label} | ${plain(group.total)} | ${group.count} |`),
    `| **Total** | ${money(result.total)} | ${result.count} |`,
    ...(top && result.groups.length > 1 ? ['', `The most went to **${top.label}**.`] : []),
  ].join('\n');
}

/** The request once per value of the dimension given several ('materials or labor'). */
async function comparedScopes(
  request: Request,
  tools: ToolSession,
): Promise<{ label: string; scope: ExpenseScope }[]> {
  const { filters } = request;
  const one = (change: Partial<Filters>) => scopeOf(request, tools, { ...filters, ...change });
  if (filters.categories.length > 1)
    return Promise.all(
      filters.categories.map(async (category) => ({
        label: expenseCategoryLabel(category),
        scope: await one({ categories: [category] }),
      })),
    );
  if (filters.methods.length > 1)
    return Promise.all(
      filters.methods.map(async (method) => ({
        label: paymentMethodLabel(method),
        scope: await one({ methods: [method] }),
      })),
    );
  if (filters.periods.length > 1)
    return Promise.all(
      filters.periods.map(async (period) => ({
        label: periodWords(period),
        scope: await one({ periods: [period] }),
      })),
    );
  const contractors = (
    await Promise.all(filters.contractors.map((ref) => contractorsOf(ref, request.project, tools)))
  ).flat();
  return Promise.all(
    contractors.map(async (contractor) => ({
      label: contractor.name,
      scope: { ...(await one({ contractors: [] })), contractor },
    })),
  );
}

export async function compare(request: Request, tools: ToolSession): Promise<string> {
  const sides = await comparedScopes(request, tools);
  const totals = await Promise.all(
    sides.map(async (side) => ({ ...side, found: await matching(side.scope, tools, null) })),
  );
  const cents = totals.map((side) => toCents(side.found.total) ?? 0);
  const { filters } = request;
  const common = scopeWords(
    {
      ...sides[0]!.scope,
      ...(filters.categories.length > 1 ? { category: null } : {}),
      ...(filters.methods.length > 1 ? { method: null } : {}),
      ...(filters.contractors.length ? { contractor: null } : {}),
    },
    { withoutPeriod: filters.periods.length > 1 },
  );
  const lines = totals.map(
    (side) => `- ${side.label}: ${money(side.found.total)} (${plural(side.found.count, 'expense')})`,
  );
  const ranked = [...totals.keys()].sort((a, b) => cents[b]! - cents[a]!);
  const first = ranked[0]!;
  const second = ranked[1]!;
  const verdict =
    cents[first] === cents[second]
      ? 'They are the same.'
      : `**${totals[first]!.label}** is more, by ${money(centsToDecimal(cents[first]! - cents[second]!))}.`;
  const together = cents.reduce((sum, value) => sum + value, 0);
  return [
    `Compared — ${common}:`,
    '',
    ...lines,
    '',
    `${verdict} Together: ${plain(centsToDecimal(together))}.`,
  ].join('\n');
}

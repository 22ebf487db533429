import {
  createExpense,
  deleteExpense,
  getEstimate,
  getExpense,
  getPlanUsage,
  listExpensePage,
  listHouseholdExpensePage,
  updateExpense,
} from '@reno/data';
import type { ExpenseInput as StoredExpenseInput, ExpensePage as StoredExpensePage } from '@reno/data';
import { totalPagesFor } from '@reno/domain';
import type { CanCreateResponse, ExpenseInput, ExpenseListQuery, ExpensePage } from '@reno/domain';
import { getActor } from '../lib/http/actor';
import { found } from '../lib/http/found';
import { createApiHandler } from '../lib/http/create-api-handler';
import { ValidationError } from '../lib/http/errors';
import { idParam } from '../lib/http/path-params';
import { ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { parseRequest } from '../lib/http/validation';
import { data } from '../lib/data-context';
import { deleteWithFiles } from '../lib/uploads/delete-with-files';
import { presentExpense } from '../lib/presenters/expense';
import { recordWritesWithFile } from '../lib/uploads/record-writes-with-file';

/**
 * GET /api/expenses: one project's page when projectId is given (filters, date range, cursor); without a
 * project, a page of every expense of the household, newest record first, by cursor (no filters).
 */
async function list(event: ApiEvent) {
  const { householdId } = getActor(event);
  const query = await parseRequest('expenseListQuerySchema', event.queryStringParameters ?? {});
  const { projectId, ...pageQuery } = query;
  const page: Omit<StoredExpensePage, 'page' | 'pageSize'> =
    projectId !== null
      ? await listExpensePage(data, householdId, projectId, pageQuery)
      : await householdPage(householdId, pageQuery);

  const body: ExpensePage = {
    expenses: page.expenses.map(presentExpense),
    totalCount: page.totalCount,
    totalPages: page.totalPages,
    nextCursor: page.nextCursor,
    searched: page.searched,
  };
  return ok(body);
}

/** Without a project: no filters or page numbers (they need a project's indexes), only the cursor. */
async function householdPage(householdId: string, query: Omit<ExpenseListQuery, 'projectId'>) {
  const { page, pageSize, cursor, ...filters } = query;
  if (page !== 1 || Object.values(filters).some((value) => value !== null))
    throw new ValidationError([{ path: ['projectId'], message: 'Filters and page numbers need a project' }]);
  const [found, usage] = await Promise.all([
    listHouseholdExpensePage(data, householdId, { limit: pageSize, cursor }),
    getPlanUsage(data, householdId),
  ]);
  return {
    expenses: found.records,
    totalCount: usage.expenseCount,
    totalPages: totalPagesFor(usage.expenseCount, pageSize),
    nextCursor: found.nextCursor,
    searched: null,
  };
}

async function canCreate(event: ApiEvent) {
  const { householdId } = getActor(event);
  const usage = await getPlanUsage(data, householdId);
  const body: CanCreateResponse = { canCreate: usage.canCreateExpense, count: usage.expenseCount };
  return ok(body);
}

async function get(event: ApiEvent) {
  const { householdId } = getActor(event);
  const expense = await found(getExpense(data, householdId, idParam(event, 'Expense')), 'Expense');
  return ok(presentExpense(expense));
}

/**
 * What a stored expense may point at: an estimate of the caller's in the same project (the receipt is
 * checked as it is claimed; the contractor and the project inside the data layer's transaction).
 */
async function checkEstimate(householdId: string, input: ExpenseInput) {
  if (input.estimateId !== null) {
    const estimate = await found(getEstimate(data, householdId, input.estimateId), 'Estimate');
    if (estimate.projectId !== input.projectId) {
      throw new ValidationError([
        { path: ['estimateId'], message: 'The estimate belongs to another project' },
      ]);
    }
  }
}

const toStored = (input: ExpenseInput, imageUrl: string | null): StoredExpenseInput => ({
  projectId: input.projectId,
  description: input.description,
  amountCents: input.amount,
  category: input.category,
  paymentMethod: input.paymentMethod,
  date: input.date,
  notes: input.notes,
  contractorId: input.contractorId,
  estimateId: input.estimateId,
  imageUrl,
  basisClass: input.basisClass,
  removedOn: input.removedOn,
});

const { create, update } = recordWritesWithFile({
  label: 'Expense',
  schema: 'expenseInputSchema',
  file: { kind: 'receipt', field: 'imageUrl' },
  check: checkEstimate,
  input: toStored,
  present: presentExpense,
  get: getExpense,
  create: createExpense,
  update: updateExpense,
  updated: ({ expense }) => expense,
});

const remove = deleteWithFiles('Expense', deleteExpense);

export const handler = createApiHandler({
  'GET /api/expenses': list,
  'GET /api/expenses/can_create': canCreate,
  'POST /api/expenses': create,
  'GET /api/expenses/{id}': get,
  'PUT /api/expenses/{id}': update,
  'DELETE /api/expenses/{id}': remove,
});

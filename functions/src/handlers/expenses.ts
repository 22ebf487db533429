import {
  createExpense,
  deleteExpense,
  getEstimate,
  getExpense,
  getPlanUsage,
  listExpensePage,
  listHouseholdExpensePage,
  updateExpense,
  type ExpenseRecord,
} from '@reno/data';
import type { ExpenseInput as StoredExpenseInput, ExpensePage as StoredExpensePage } from '@reno/data';
import { totalPagesFor } from '@reno/domain';
import type { CanCreateResponse, ExpenseInput, ExpenseListQuery, ExpensePage } from '@reno/domain';
import { createdOnce } from '../lib/http/idempotency-key';
import { getActor } from '../lib/http/actor';
import { found } from '../lib/http/found';
import { updatedRecord } from '../lib/http/record-routes';
import { createApiHandler } from '../lib/http/create-api-handler';
import { ValidationError } from '../lib/http/errors';
import { readJsonBody } from '../lib/http/json-body';
import { idParam } from '../lib/http/path-params';
import { ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { parseRequest } from '../lib/http/validation';
import { data } from '../lib/data-context';
import { deleteWithFiles } from '../lib/uploads/delete-with-files';
import { presentExpense } from '../lib/presenters/expense';
import { replaceWithObject, saveWithObject } from '../lib/uploads/stored-objects';

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
 * checked by saveWithObject; the contractor and the project inside the data layer's transaction).
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

const receiptOf = (input: ExpenseInput, previous: string | null) =>
  ({ value: input.imageUrl, previous, kind: 'receipt', field: 'imageUrl' }) as const;

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

async function create(event: ApiEvent) {
  const input = await parseRequest('expenseInputSchema', readJsonBody(event));
  return createdOnce(event, presentExpense, async (householdId, options) => {
    await checkEstimate(householdId, input);
    return saveWithObject(householdId, receiptOf(input, null), (imageUrl) =>
      createExpense(data, householdId, toStored(input, imageUrl), options),
    );
  });
}

async function update(event: ApiEvent) {
  return updatedRecord(
    event,
    'Expense',
    ({ expense }: { expense: ExpenseRecord }) => presentExpense(expense),
    async (householdId, id, edit) => {
      const input = await parseRequest('expenseInputSchema', readJsonBody(event));
      const current = await found(getExpense(data, householdId, id), 'Expense');
      await checkEstimate(householdId, input);
      return replaceWithObject(householdId, receiptOf(input, current.imageUrl), (imageUrl) =>
        updateExpense(data, householdId, id, toStored(input, imageUrl), edit),
      );
    },
  );
}

const remove = deleteWithFiles('Expense', deleteExpense);

export const handler = createApiHandler({
  'GET /api/expenses': list,
  'GET /api/expenses/can_create': canCreate,
  'POST /api/expenses': create,
  'GET /api/expenses/{id}': get,
  'PUT /api/expenses/{id}': update,
  'DELETE /api/expenses/{id}': remove,
});

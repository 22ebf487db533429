import {
  createExpense,
  deleteExpense,
  getEstimate,
  getExpense,
  getPlanUsage,
  listAllExpenses,
  listExpensePage,
  listUserExpensePage,
  updateExpense,
  type ExpenseRecord,
} from '@reno/data';
import type { ExpenseInput as StoredExpenseInput, ExpensePage as StoredExpensePage } from '@reno/data';
import type { CanCreateResponse, ExpenseInput, ExpensePage } from '@reno/domain';
import { getActor } from '../lib/http/actor';
import { found } from '../lib/http/found';
import { authorOf, editOf } from '../lib/http/edits';
import { createApiHandler } from '../lib/http/create-api-handler';
import { ValidationError } from '../lib/http/errors';
import { readJsonBody } from '../lib/http/json-body';
import { idParam } from '../lib/http/path-params';
import { created, ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { earlierCreate } from '../lib/http/idempotency-key';
import { parseRequest } from '../lib/http/validation';
import { data } from '../lib/data-context';
import { deleteWithFiles } from '../lib/uploads/delete-with-files';
import { presentExpense } from '../lib/presenters/expense';
import { deleteStoredObjects, saveWithObject } from '../lib/uploads/stored-objects';

/**
 * GET /api/expenses: one project's page when projectId is given (filters, date range, cursor); with no
 * parameters at all, every expense of the user (the estimates screen); otherwise pages over all the
 * user's expenses.
 */
async function list(event: ApiEvent) {
  const { householdId } = getActor(event);
  const raw = event.queryStringParameters ?? {};
  const query = await parseRequest('expenseListQuerySchema', raw);
  const { projectId, ...pageQuery } = query;

  let page: Omit<StoredExpensePage, 'page' | 'pageSize'>;
  if (projectId !== null) page = await listExpensePage(data, householdId, projectId, pageQuery);
  else if (Object.values(raw).every((value) => value === undefined || value === '')) {
    const expenses = await listAllExpenses(data, householdId);
    page = {
      expenses,
      totalCount: expenses.length,
      totalPages: expenses.length > 0 ? 1 : 0,
      nextCursor: null,
      searched: null,
    };
  } else page = await listUserExpensePage(data, householdId, pageQuery);

  const body: ExpensePage = {
    expenses: page.expenses.map(presentExpense),
    totalCount: page.totalCount,
    totalPages: page.totalPages,
    nextCursor: page.nextCursor,
    searched: page.searched,
  };
  return ok(body);
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
});

async function create(event: ApiEvent) {
  const { householdId } = getActor(event);
  const input = await parseRequest('expenseInputSchema', readJsonBody(event));
  const { idempotency, earlier } = await earlierCreate<ExpenseRecord>(event, householdId);
  if (earlier) return created(presentExpense(earlier));
  await checkEstimate(householdId, input);
  const expense = await saveWithObject(householdId, receiptOf(input, null), (imageUrl) =>
    createExpense(data, householdId, toStored(input, imageUrl), {
      idempotency,
      by: authorOf(getActor(event)),
    }),
  );
  return created(presentExpense(expense));
}

async function update(event: ApiEvent) {
  const { householdId } = getActor(event);
  const id = idParam(event, 'Expense');
  const input = await parseRequest('expenseInputSchema', readJsonBody(event));
  const current = await found(getExpense(data, householdId, id), 'Expense');
  await checkEstimate(householdId, input);
  const { expense, replacedObjectKey } = await saveWithObject(
    householdId,
    receiptOf(input, current.imageUrl),
    (imageUrl) => updateExpense(data, householdId, id, toStored(input, imageUrl), editOf(event)),
  );
  await deleteStoredObjects(householdId, [replacedObjectKey]);
  return ok(presentExpense(expense));
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

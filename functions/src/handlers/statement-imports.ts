// Statement imports (docs/product.md#api-statement-imports): the browser reads the file and sends its rows;
// this checks them against the household's records, stores confirmed rows a batch at a time, and undoes an
// import on request.
import {
  deleteImportRule,
  expensesDatedWithin,
  getImportLayout,
  importRulesFor,
  importStatementBatch,
  learnImportRules,
  listImportRules,
  saveImportLayout,
  saveImportRule,
  storedFingerprints,
  undoStatementImport,
  type DatedExpense,
} from '@reno/data';
import {
  centsToDecimal,
  type StatementBatchResponse,
  type StatementCheckResponse,
  type StatementRowStatus,
  type StatementUndoResponse,
} from '@reno/domain';
import {
  matchLoggedExpenses,
  matchingDateRange,
  vendorKey,
  type StatementRow,
} from '@reno/domain/statement-import';
import { getActor } from '../lib/http/actor';
import { authorOf } from '../lib/http/edits';
import { createApiHandler } from '../lib/http/create-api-handler';
import { readJsonBody } from '../lib/http/json-body';
import { NotFoundError, ValidationError } from '../lib/http/errors';
import { uuidParam } from '../lib/http/path-params';
import { ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { parseRequest } from '../lib/http/validation';
import { data } from '../lib/data-context';
import { deleteStoredObjects } from '../lib/uploads/stored-objects';

const importIdParam = (event: ApiEvent) => uuidParam(event, 'id', 'Import not found');
const RULE_ID = /^[0-9a-f]{16}$/;

const loggedAs = (expense: DatedExpense): StatementRowStatus => ({
  status: 'logged',
  expense: {
    id: expense.id,
    description: expense.description,
    date: expense.date,
    amount: centsToDecimal(expense.amountCents),
    projectId: expense.projectId,
  },
});

/**
 * POST /api/statement-imports/check: each row is 'imported' (its fingerprint names a live expense), else
 * 'logged' (an expense of the same amount, near date and similar vendor), else 'new'.
 */
async function check(event: ApiEvent) {
  const { householdId } = getActor(event);
  const input = await parseRequest('statementCheckSchema', readJsonBody(event));
  const stored = await storedFingerprints(
    data,
    householdId,
    input.rows.map((row) => row.fingerprint),
  );
  const imported = new Map(
    stored.filter((entry) => entry.live).map((entry) => [entry.fingerprint, entry.expenseId]),
  );
  const open = input.rows
    .map((row, index) => ({ index, row }))
    .filter(({ row }) => !imported.has(row.fingerprint));
  const statementRows: StatementRow[] = open.map(({ index, row }) => ({
    row: index + 1,
    date: row.date,
    description: row.description,
    amountCents: row.amount,
    bankId: null,
  }));
  const range = matchingDateRange(statementRows);
  const expenses = range ? await expensesDatedWithin(data, householdId, range.from, range.to) : [];
  const byId = new Map(expenses.map((expense) => [expense.id, expense]));
  const matches = matchLoggedExpenses(statementRows, expenses);
  const statuses: StatementRowStatus[] = input.rows.map((row) => {
    const expenseId = imported.get(row.fingerprint);
    return expenseId === undefined ? { status: 'new' } : { status: 'imported', expenseId };
  });
  open.forEach(({ index }, position) => {
    const match = matches[position];
    const expense = match === null || match === undefined ? undefined : byId.get(match);
    if (expense) statuses[index] = loggedAs(expense);
  });
  const vendors = input.rows.map((row) => vendorKey(row.description));
  const rules = await importRulesFor(
    data,
    householdId,
    vendors.filter((vendor) => vendor !== null),
  );
  const body: StatementCheckResponse = {
    rows: statuses.map((status, index) => {
      const vendor = vendors[index] ?? null;
      return { ...status, vendor, rule: (vendor && rules.get(vendor)) || null };
    }),
  };
  return ok(body);
}

/** POST /api/statement-imports/{id}/batches: one batch of confirmed rows, stored in one transaction. */
async function importBatch(event: ApiEvent) {
  const actor = getActor(event);
  const importId = importIdParam(event);
  const input = await parseRequest('statementBatchSchema', readJsonBody(event));
  const result: StatementBatchResponse = await importStatementBatch(data, actor.householdId, {
    importId,
    projectId: input.projectId,
    rows: input.rows.map(({ amount, ...row }) => ({ ...row, amountCents: amount })),
    by: authorOf(actor),
  });
  // The household's choices become its rules (a rule is no aggregate: written after the batch, not in it).
  await learnImportRules(
    data,
    actor.householdId,
    input.rows.flatMap((row) => {
      const vendor = vendorKey(row.description);
      return vendor ? [{ vendor, category: row.category, paymentMethod: row.paymentMethod }] : [];
    }),
  );
  return ok(result);
}

/** DELETE /api/statement-imports/{id}: undoes a few batches; `more` says to call again. */
async function undo(event: ApiEvent) {
  const { householdId } = getActor(event);
  const { removed, more, objectKeys } = await undoStatementImport(data, householdId, importIdParam(event));
  await deleteStoredObjects(householdId, objectKeys);
  const body: StatementUndoResponse = { removed, more };
  return ok(body);
}

/** GET /api/statement-imports/layout?shape=…: the layout chosen for a file of that shape, or null. */
async function getLayout(event: ApiEvent) {
  const { householdId } = getActor(event);
  const shape = event.queryStringParameters?.shape ?? '';
  if (shape.trim() === '')
    throw new ValidationError([{ path: ['shape'], message: 'File shape is required' }]);
  return ok({ layout: await getImportLayout(data, householdId, shape) });
}

/** PUT /api/statement-imports/layout: remembers the layout for files of that shape. */
async function putLayout(event: ApiEvent) {
  const { householdId } = getActor(event);
  const input = await parseRequest('importLayoutInputSchema', readJsonBody(event));
  await saveImportLayout(data, householdId, input.shape, input.layout);
  return ok(input);
}

async function listRules(event: ApiEvent) {
  return ok({ rules: await listImportRules(data, getActor(event).householdId) });
}

/** PUT /api/statement-imports/rules: a vendor's rule, set or changed by hand. */
async function putRule(event: ApiEvent) {
  const { householdId } = getActor(event);
  const input = await parseRequest('importRuleInputSchema', readJsonBody(event));
  return ok(await saveImportRule(data, householdId, input));
}

async function removeRule(event: ApiEvent) {
  const ruleId = event.pathParameters?.id ?? '';
  const removed = RULE_ID.test(ruleId) && (await deleteImportRule(data, getActor(event).householdId, ruleId));
  if (!removed) throw new NotFoundError('Rule not found');
  return ok({ message: 'Rule deleted' });
}

export const handler = createApiHandler({
  'POST /api/statement-imports/check': check,
  'POST /api/statement-imports/{id}/batches': importBatch,
  'DELETE /api/statement-imports/{id}': undo,
  'GET /api/statement-imports/layout': getLayout,
  'PUT /api/statement-imports/layout': putLayout,
  'GET /api/statement-imports/rules': listRules,
  'PUT /api/statement-imports/rules': putRule,
  'DELETE /api/statement-imports/rules/{id}': removeRule,
});

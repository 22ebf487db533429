import {
  centsToDecimal,
  importLayoutInputSchema,
  importRuleInputSchema,
  planLimitsFor,
  statementBatchSchema,
  statementCheckSchema,
  toCents,
  type Expense,
  type ImportRule,
  type StatementCheckResponse,
  type StatementRowStatus,
} from '@reno/domain';
import { matchLoggedExpenses, shortHash, vendorKey, type StatementRow } from '@reno/domain/statement-import';
import type { HttpHandler } from 'msw';
import type { FakeBackend, FakeDb } from './fake-db';
import { invalidInput, json, notFound, route, validationFailed } from './fake-route';
import { makeExpense } from './expense-handlers';

// As the API's path parameters: an import's id is a UUID the browser made, a rule's the hash of its vendor.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const RULE_ID = /^[0-9a-f]{16}$/;
// Batches an undo takes back per call (undoStatementImport's maxBatches).
const UNDO_BATCHES = 10;

const importNotFound = () => notFound('Import');

/** An expense as the check matches it: its amount in cents, its contractor's name. */
const loggedExpense = (db: FakeDb, expense: Expense) => ({
  ...expense,
  amountCents: toCents(expense.amount) ?? 0,
  contractorName: db.contractors.find((contractor) => contractor.id === expense.contractorId)?.name ?? null,
});

/** Each vendor's last choice becomes its rule (learnImportRules). */
function saveRule(db: FakeDb, rule: Omit<ImportRule, 'id'>): ImportRule {
  const saved = { id: shortHash(rule.vendor), ...rule };
  db.importRules = [...db.importRules.filter((old) => old.id !== saved.id), saved];
  return saved;
}

/**
 * The statement-import routes (docs/product.md#api-statement-imports), with the domain's schemas and its
 * matching (@reno/domain/statement-import), over db.expenses and the import's fingerprints, batches, layouts
 * and rules.
 */
export function statementImportHandlers({ db, me, created }: FakeBackend): HttpHandler[] {
  const liveExpense = (fingerprint: string) => {
    const id = db.importFingerprints[fingerprint];
    return db.expenses.some((expense) => expense.id === id) ? id : undefined;
  };

  return [
    route('POST', '/api/statement-imports/check', ({ body }) => {
      const parsed = statementCheckSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const { rows } = parsed.data;
      const statuses: StatementRowStatus[] = rows.map((row) => {
        const expenseId = liveExpense(row.fingerprint);
        return expenseId === undefined ? { status: 'new' } : { status: 'imported', expenseId };
      });
      // Rows not imported yet are matched against every expense (the API reads those near their dates).
      const open = rows.flatMap((row, index) => (statuses[index]!.status === 'new' ? [{ row, index }] : []));
      const statementRows: StatementRow[] = open.map(({ row, index }) => ({
        row: index + 1,
        date: row.date,
        description: row.description,
        amountCents: row.amount,
        bankId: null,
      }));
      const expenses = db.expenses.map((expense) => loggedExpense(db, expense));
      matchLoggedExpenses(statementRows, expenses).forEach((match, position) => {
        const expense = db.expenses.find((candidate) => candidate.id === match);
        if (!expense) return;
        const { id, description, date, amount, projectId } = expense;
        statuses[open[position]!.index] = {
          status: 'logged',
          expense: { id, description, date, amount, projectId },
        };
      });
      const answer: StatementCheckResponse = {
        rows: statuses.map((status, index) => {
          const vendor = vendorKey(rows[index]!.description);
          const rule = db.importRules.find((candidate) => candidate.vendor === vendor) ?? null;
          return { ...status, vendor, rule };
        }),
      };
      return json(200, answer);
    }),
    route('POST', '/api/statement-imports/{id}/batches', ({ params, body }) => {
      const importId = params.id ?? '';
      if (!UUID.test(importId)) return importNotFound();
      const parsed = statementBatchSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const { projectId, rows } = parsed.data;
      const seen = new Set<string>();
      const fresh = rows.filter((row) => {
        const take = liveExpense(row.fingerprint) === undefined && !seen.has(row.fingerprint);
        seen.add(row.fingerprint);
        return take;
      });
      const limit = planLimitsFor(me(), new Date()).expenses;
      const room = limit === null ? fresh.length : Math.max(0, limit - db.expenses.length);
      const writing = fresh.slice(0, room);
      if (writing.length > 0 && !db.projects.some((project) => project.id === projectId)) {
        return notFound('Project');
      }
      const expenses = writing.map(({ date, description, amount, category, paymentMethod }) =>
        makeExpense({
          date,
          description,
          amount: centsToDecimal(amount),
          category,
          paymentMethod,
          projectId,
          ...created(),
        }),
      );
      db.expenses.push(...expenses);
      expenses.forEach((expense, index) => {
        db.importFingerprints[writing[index]!.fingerprint] = expense.id;
      });
      const expenseIds = expenses.map((expense) => expense.id);
      if (expenseIds.length > 0) db.importBatches.push({ importId, expenseIds });
      for (const row of rows) {
        const vendor = vendorKey(row.description);
        if (vendor) saveRule(db, { vendor, category: row.category, paymentMethod: row.paymentMethod });
      }
      return json(200, {
        expenseIds,
        alreadyImported: rows.length - fresh.length,
        overLimit: fresh.length - writing.length,
      });
    }),
    route('DELETE', '/api/statement-imports/{id}', ({ params }) => {
      const importId = params.id ?? '';
      if (!UUID.test(importId)) return importNotFound();
      const batches = db.importBatches.filter((batch) => batch.importId === importId);
      const undoing = batches.slice(0, UNDO_BATCHES);
      const ids = new Set(undoing.flatMap((batch) => batch.expenseIds));
      const removed = db.expenses.filter((expense) => ids.has(expense.id)).length;
      db.expenses = db.expenses.filter((expense) => !ids.has(expense.id));
      db.importFingerprints = Object.fromEntries(
        Object.entries(db.importFingerprints).filter(([, expenseId]) => !ids.has(expenseId)),
      );
      db.importBatches = db.importBatches.filter((batch) => !undoing.includes(batch));
      return json(200, { removed, more: batches.length > UNDO_BATCHES });
    }),
    route('GET', '/api/statement-imports/layout', ({ search }) => {
      const shape = search.get('shape') ?? '';
      if (shape.trim() === '')
        return validationFailed([{ path: ['shape'], message: 'File shape is required' }]);
      return json(200, { layout: db.importLayouts[shape] ?? null });
    }),
    route('PUT', '/api/statement-imports/layout', ({ body }) => {
      const parsed = importLayoutInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      db.importLayouts[parsed.data.shape] = parsed.data.layout;
      return json(200, parsed.data);
    }),
    route('GET', '/api/statement-imports/rules', () =>
      json(200, {
        rules: [...db.importRules].sort((a, b) => (a.vendor < b.vendor ? -1 : a.vendor > b.vendor ? 1 : 0)),
      }),
    ),
    route('PUT', '/api/statement-imports/rules', ({ body }) => {
      const parsed = importRuleInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      return json(200, saveRule(db, parsed.data));
    }),
    route('DELETE', '/api/statement-imports/rules/{id}', ({ params }) => {
      const ruleId = params.id ?? '';
      const rule = RULE_ID.test(ruleId)
        ? db.importRules.find((candidate) => candidate.id === ruleId)
        : undefined;
      if (!rule) return notFound('Rule');
      db.importRules = db.importRules.filter((candidate) => candidate !== rule);
      return json(200, { message: 'Rule deleted' });
    }),
  ];
}

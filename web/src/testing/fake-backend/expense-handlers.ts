import {
  BASIS_MESSAGES,
  centsToDecimal,
  expenseInputSchema,
  expenseListQuerySchema,
  planLimitsFor,
  PLAN_LIMIT_MESSAGES,
  type Expense,
  type ExpenseInput,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import { fixtureMade, type FakeBackend, type FakeDb } from './fake-db';
import { idOf, invalidInput, json, notFound, route, validationFailed } from './fake-route';
import { deleteRoute } from './fake-record-routes';
import { editedBy } from './fake-edits';
import { projectExpensePage } from './fake-expense-pages';
import { badCursor, fakePage } from './fake-list-pages';

export function makeExpense(overrides: Partial<Expense> & Pick<Expense, 'id' | 'projectId'>): Expense {
  return {
    contractorId: null,
    estimateId: null,
    description: `Expense ${overrides.id}`,
    amount: '100.00',
    category: 'materials',
    paymentMethod: 'credit_card',
    date: '2025-03-10',
    notes: null,
    imageUrl: null,
    basisClass: null,
    removedOn: null,
    ...fixtureMade('2025-03-10T12:00:00.000Z'),
    ...overrides,
  };
}

/** An expense may point at an estimate only of its own project. */
/** The API's 400 for an improvement removed before the day it was paid for. */
function removedBeforeDate({ date, removedOn }: { date: string; removedOn?: string | null | undefined }) {
  return removedOn && removedOn < date
    ? validationFailed([{ path: ['removedOn'], message: BASIS_MESSAGES.removedBeforeDate }])
    : null;
}

function estimateProblem(db: FakeDb, input: ExpenseInput): Response | null {
  if (input.estimateId === null) return null;
  const estimate = db.estimates.find((candidate) => candidate.id === input.estimateId);
  if (!estimate) return notFound('Estimate');
  if (estimate.projectId !== input.projectId) {
    return validationFailed([{ path: ['estimateId'], message: 'The estimate belongs to another project' }]);
  }
  return null;
}

/**
 * The expense routes: pages of a project (fake-expense-pages.ts) or of all the user's expenses, newest
 * first, filtered by category (any case), payment method, contractor, estimate, dates and by words in the description or
 * the notes; the Free plan's
 * limit on create (a 403 with `upgradeRequired`, docs/product.md#plan-limits).
 */
export function expenseHandlers({ db, me, created }: FakeBackend): HttpHandler[] {
  const find = (idText: string | undefined) => db.expenses.find((expense) => expense.id === idOf(idText));
  const limit = () => planLimitsFor(me(), new Date()).expenses;

  return [
    route('GET', '/api/expenses', ({ search: params }) => {
      const raw = Object.fromEntries(params);
      const parsed = expenseListQuerySchema.safeParse(raw);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const { projectId, page, pageSize } = parsed.data;
      if (projectId !== null) {
        if (!db.projects.some((project) => project.id === projectId)) return notFound('Project');
        const answer = projectExpensePage(
          db.expenses.filter((expense) => expense.projectId === projectId),
          parsed.data,
        );
        return answer === 'bad cursor' ? badCursor() : json(200, answer);
      }
      // Without a project: every expense, newest record first, by cursor; filters need a project.
      const { cursor, search, category, paymentMethod, contractorId, estimateId, from, to } = parsed.data;
      const filters = [search, category, paymentMethod, contractorId, estimateId, from, to];
      if (page !== 1 || filters.some((value) => value !== null))
        return validationFailed([
          { path: ['projectId'], message: 'Filters and page numbers need a project' },
        ]);
      const found = fakePage(
        db.expenses,
        { limit: pageSize, cursor },
        { positionOf: (expense) => -expense.id },
      );
      if (found === 'bad cursor') return badCursor();
      return json(200, {
        expenses: found.rows,
        totalCount: db.expenses.length,
        totalPages: Math.ceil(db.expenses.length / pageSize),
        nextCursor: found.nextCursor,
        searched: null,
      });
    }),
    route('GET', '/api/expenses/can_create', () => {
      const max = limit();
      return json(200, { canCreate: max === null || db.expenses.length < max, count: db.expenses.length });
    }),
    route('POST', '/api/expenses', ({ body, headers }) => {
      // A repeat of a create (same Idempotency-Key) gets the first answer, as from the API.
      const key = headers.get('Idempotency-Key');
      const earlier = key ? db.expensesByIdempotencyKey[key] : undefined;
      if (earlier) return json(201, earlier);
      const parsed = expenseInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const max = limit();
      if (max !== null && db.expenses.length >= max) {
        return json(403, { error: PLAN_LIMIT_MESSAGES.expenses, upgradeRequired: true });
      }
      const problem = removedBeforeDate(parsed.data) ?? estimateProblem(db, parsed.data);
      if (problem) return problem;
      const expense = makeExpense({
        ...parsed.data,
        amount: centsToDecimal(parsed.data.amount),
        basisClass: parsed.data.basisClass ?? null,
        removedOn: parsed.data.removedOn ?? null,
        ...created(),
      });
      db.expenses.push(expense);
      if (key) db.expensesByIdempotencyKey[key] = expense;
      return json(201, expense);
    }),
    route('GET', '/api/expenses/{id}', ({ params }) => {
      const expense = find(params.id);
      return expense ? json(200, expense) : notFound('Expense');
    }),
    route('PUT', '/api/expenses/{id}', ({ params, body, headers }) => {
      const parsed = expenseInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const expense = find(params.id);
      if (!expense) return notFound('Expense');
      const problem = estimateProblem(db, parsed.data);
      if (problem) return problem;
      const edits = editedBy(expense, me(), headers, 'expense');
      if (edits instanceof Response) return edits;
      // A basis class or removal day left out keeps the stored one.
      const { basisClass = expense.basisClass, removedOn = expense.removedOn } = parsed.data;
      const early = removedBeforeDate({ date: parsed.data.date, removedOn });
      if (early) return early;
      Object.assign(expense, {
        ...parsed.data,
        amount: centsToDecimal(parsed.data.amount),
        basisClass,
        removedOn,
        ...edits,
      });
      return json(200, expense);
    }),
    deleteRoute(db, '/api/expenses/{id}', 'expenses', 'Expense'),
  ];
}

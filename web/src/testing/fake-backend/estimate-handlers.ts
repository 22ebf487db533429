import {
  centsToDecimal,
  changeOrdersTotalCents,
  changeOrderWithTaxCents,
  estimateBreakdown,
  estimateInputSchema,
  hundredthsToDecimal,
  paymentProgress,
  toCents,
  type Estimate,
  type EstimateInput,
  type RecordEdits,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import { fixtureMade, type FakeBackend, type FakeDb } from './fake-db';
import { deleted, idOf, json, notFound, route } from './fake-route';
import { createRoute } from './fake-record-routes';
import { changeOrderHandlers, estimateRates } from './change-order-handlers';
import { presentSchedule } from './payment-schedule-fake';
import { paymentScheduleHandlers } from './payment-schedule-handlers';
import { readEdit } from './fake-edits';
import { byId, fakeListPage } from './fake-list-pages';

type EstimateFields = Omit<
  Estimate,
  | 'userId'
  | 'paidAmount'
  | 'paidCount'
  | 'totalWithTax'
  | 'changeOrdersTotal'
  | 'revisedTotalWithTax'
  | 'remaining'
  | 'percentPaid'
  | 'paymentSchedule'
  | 'createdAt'
  | 'category'
  | keyof RecordEdits
> &
  Partial<Pick<Estimate, 'createdAt' | 'userId' | 'category' | 'paymentSchedule' | keyof RecordEdits>>;

/**
 * An estimate as the API answers it: revised by its approved change orders, with its payment progress
 * (measured against the revised total) derived from the expenses linked to it.
 */
export function withProgress(
  fields: EstimateFields,
  expenses: FakeDb['expenses'] = [],
  changeOrders: FakeDb['changeOrders'] = [],
): Estimate {
  const rates = estimateRates(fields);
  const { totalWithTaxCents } = estimateBreakdown({ amountCents: toCents(fields.amount) ?? 0, ...rates });
  const approved = changeOrders.filter(
    (order) => order.estimateId === fields.id && order.status === 'approved',
  );
  const changesCents = changeOrdersTotalCents(
    rates,
    approved.map((order) => toCents(order.amount) ?? 0),
  );
  const revisedCents = totalWithTaxCents + changesCents;
  const linked = expenses.filter((expense) => expense.estimateId === fields.id);
  const paidCents = linked.reduce((sum, expense) => sum + (toCents(expense.amount) ?? 0), 0);
  const progress = paymentProgress(revisedCents, paidCents);
  const scheduleBase = {
    totalWithTaxCents,
    approvedChangeOrders: approved.map((order) => ({
      id: order.id,
      withTaxCents: changeOrderWithTaxCents(rates, toCents(order.amount) ?? 0),
    })),
  };
  return {
    category: null,
    ...fixtureMade(),
    ...fields,
    paidAmount: centsToDecimal(paidCents),
    paidCount: linked.length,
    totalWithTax: centsToDecimal(totalWithTaxCents),
    changeOrdersTotal: centsToDecimal(changesCents),
    revisedTotalWithTax: centsToDecimal(revisedCents),
    remaining: centsToDecimal(progress.remainingCents),
    percentPaid: Math.round(progress.percent * 100) / 100,
    paymentSchedule: presentSchedule(
      fields.paymentSchedule,
      scheduleBase,
      paidCents,
      fields.status === 'approved',
    ),
  };
}

export function makeEstimate(
  overrides: Partial<EstimateFields> & Pick<EstimateFields, 'id' | 'projectId' | 'contractorId' | 'title'>,
  expenses: FakeDb['expenses'] = [],
  changeOrders: FakeDb['changeOrders'] = [],
): Estimate {
  return withProgress(
    {
      description: null,
      amount: '1000.00',
      cashPercentage: '0.00',
      taxedPercentage: '100.00',
      taxRate: '13.00',
      date: '2025-03-05',
      status: 'pending',
      notes: null,
      attachmentUrl: null,
      ...overrides,
    },
    expenses,
    changeOrders,
  );
}

function fromInput(input: EstimateInput) {
  return {
    ...input,
    amount: centsToDecimal(input.amount),
    cashPercentage: hundredthsToDecimal(input.cashPercentage),
    taxedPercentage: hundredthsToDecimal(input.taxedPercentage),
    taxRate: hundredthsToDecimal(input.taxRate),
  };
}

/**
 * The estimate routes: `GET /api/estimates?projectId=` (404 for a project that is not there), writes
 * validated by the domain schema, and each estimate answered with its change orders and its payment
 * progress from the expenses linked to it. A delete unlinks those expenses and takes its change orders.
 */
export function estimateHandlers(backend: FakeBackend): HttpHandler[] {
  const { db, me, created } = backend;
  const refreshed = (estimate: EstimateFields) => withProgress(estimate, db.expenses, db.changeOrders);
  const find = (idText: string | undefined) => db.estimates.find((estimate) => estimate.id === idOf(idText));

  return [
    route('GET', '/api/estimates', ({ search }) => {
      const projectId = search.get('projectId');
      if (projectId && !db.projects.some((project) => project.id === idOf(projectId))) {
        return notFound('Project');
      }
      const listed = db.estimates.filter((estimate) => !projectId || estimate.projectId === idOf(projectId));
      return fakeListPage(listed.map(refreshed), search, { positionOf: byId });
    }),
    createRoute(db, '/api/estimates', 'estimates', estimateInputSchema, (input) =>
      refreshed({ ...fromInput(input), ...created() }),
    ),
    route('GET', '/api/estimates/{id}', ({ params }) => {
      const estimate = find(params.id);
      return estimate ? json(200, refreshed(estimate)) : notFound('Estimate');
    }),
    route('PUT', '/api/estimates/{id}', (request) => {
      const edit = readEdit(request, estimateInputSchema, find(request.params.id), 'Estimate', me());
      if (edit instanceof Response) return edit;
      const updated = refreshed({ ...edit.record, ...fromInput(edit.input), ...edit.edits });
      db.estimates[db.estimates.indexOf(edit.record)] = updated;
      return json(200, updated);
    }),
    route('DELETE', '/api/estimates/{id}', ({ params }) => {
      const estimate = find(params.id);
      if (!estimate) return notFound('Estimate');
      db.estimates = db.estimates.filter((candidate) => candidate !== estimate);
      db.changeOrders = db.changeOrders.filter((order) => order.estimateId !== estimate.id);
      for (const expense of db.expenses) if (expense.estimateId === estimate.id) expense.estimateId = null;
      return deleted('Estimate');
    }),
    ...changeOrderHandlers(backend),
    ...paymentScheduleHandlers(backend, refreshed),
  ];
}

import {
  centsToDecimal,
  estimateBreakdown,
  estimateInputSchema,
  hundredthsToDecimal,
  paymentProgress,
  toCents,
  toHundredths,
  type Estimate,
  type EstimateInput,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import { testUser, type FakeBackend, type FakeDb } from '../../../testing/fake-backend/fake-db';
import { deleted, idOf, invalidInput, json, notFound, route } from '../../../testing/fake-backend/fake-route';

type EstimateFields = Omit<
  Estimate,
  'userId' | 'paidAmount' | 'paidCount' | 'totalWithTax' | 'remaining' | 'percentPaid' | 'createdAt'
> &
  Partial<Pick<Estimate, 'createdAt' | 'userId'>>;

/** An estimate with its payment progress derived from `db`'s expenses, as the API answers it. */
export function withProgress(fields: EstimateFields, expenses: FakeDb['expenses'] = []): Estimate {
  const { totalWithTaxCents } = estimateBreakdown({
    amountCents: toCents(fields.amount) ?? 0,
    cashHundredths: toHundredths(fields.cashPercentage) ?? 0,
    taxedHundredths: toHundredths(fields.taxedPercentage) ?? 0,
    taxRateHundredths: toHundredths(fields.taxRate) ?? 0,
  });
  const linked = expenses.filter((expense) => expense.estimateId === fields.id);
  const paidCents = linked.reduce((sum, expense) => sum + (toCents(expense.amount) ?? 0), 0);
  const progress = paymentProgress(totalWithTaxCents, paidCents);
  return {
    userId: testUser.id,
    createdAt: '2025-03-01T12:00:00.000Z',
    ...fields,
    paidAmount: centsToDecimal(paidCents),
    paidCount: linked.length,
    totalWithTax: centsToDecimal(totalWithTaxCents),
    remaining: centsToDecimal(progress.remainingCents),
    percentPaid: Math.round(progress.percent * 100) / 100,
  };
}

export function makeEstimate(
  overrides: Partial<EstimateFields> & Pick<EstimateFields, 'id' | 'projectId' | 'contractorId' | 'title'>,
  expenses: FakeDb['expenses'] = [],
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
 * validated by the domain schema, and each estimate answered with its payment progress from the expenses
 * linked to it. A delete unlinks those expenses.
 */
export function estimateHandlers({ db, nextId, me }: FakeBackend): HttpHandler[] {
  const refreshed = (estimate: Estimate) => withProgress(estimate, db.expenses);
  const find = (idText: string | undefined) => db.estimates.find((estimate) => estimate.id === idOf(idText));

  return [
    route('GET', '/api/estimates', ({ search }) => {
      const projectId = search.get('projectId');
      if (projectId && !db.projects.some((project) => project.id === idOf(projectId))) {
        return notFound('Project');
      }
      const listed = db.estimates.filter((estimate) => !projectId || estimate.projectId === idOf(projectId));
      return json(200, listed.map(refreshed));
    }),
    route('POST', '/api/estimates', ({ body }) => {
      const parsed = estimateInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const estimate = withProgress(
        { ...fromInput(parsed.data), id: nextId(), userId: me().id, createdAt: new Date().toISOString() },
        db.expenses,
      );
      db.estimates.push(estimate);
      return json(201, estimate);
    }),
    route('GET', '/api/estimates/{id}', ({ params }) => {
      const estimate = find(params.id);
      return estimate ? json(200, refreshed(estimate)) : notFound('Estimate');
    }),
    route('PUT', '/api/estimates/{id}', ({ params, body }) => {
      const parsed = estimateInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const existing = find(params.id);
      if (!existing) return notFound('Estimate');
      const updated = withProgress({ ...existing, ...fromInput(parsed.data) }, db.expenses);
      db.estimates[db.estimates.indexOf(existing)] = updated;
      return json(200, updated);
    }),
    route('DELETE', '/api/estimates/{id}', ({ params }) => {
      const estimate = find(params.id);
      if (!estimate) return notFound('Estimate');
      db.estimates = db.estimates.filter((candidate) => candidate !== estimate);
      for (const expense of db.expenses) if (expense.estimateId === estimate.id) expense.estimateId = null;
      return deleted('Estimate');
    }),
  ];
}

import {
  centsToDecimal,
  estimateBreakdown,
  estimateInputSchema,
  hundredthsToDecimal,
  issuesFromZod,
  paymentProgress,
  toCents,
  toHundredths,
  type Estimate,
  type EstimateInput,
} from '@reno/domain';
import { json, testUser, type FakeApi, type FakeDb } from '../../../testing/fake-api';
import { extendFakeApi, idOf, resourcePath } from '../../contractors/testing/extend-fake-api';

type EstimateFields = Omit<
  Estimate,
  'userId' | 'paidAmount' | 'paidCount' | 'totalWithTax' | 'remaining' | 'percentPaid' | 'createdAt'
> &
  Partial<Pick<Estimate, 'createdAt'>>;

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
 * Estimate routes over the fake API's db (functions/README.md): `GET /api/estimates?projectId=`, writes
 * validated by the domain schema with SPEC §8's error body, and the payment progress of each estimate.
 */
export function withEstimateRoutes(base: FakeApi): FakeApi {
  const { db } = base;
  let nextId = 7000;
  const invalid = (issues: Parameters<typeof issuesFromZod>[0]) =>
    json(400, { error: 'Validation failed', details: issuesFromZod(issues) });
  const refreshed = (estimate: Estimate) => withProgress(estimate, db.expenses);

  return extendFakeApi(base, (request) => {
    const [resource, idText] = resourcePath(request);
    if (resource !== 'estimates') return undefined;
    const id = idOf(idText);

    if (request.method === 'GET' && !idText) {
      return () => {
        const projectId = idOf(request.search.get('projectId') ?? undefined);
        return json(
          200,
          db.estimates
            .filter((estimate) => projectId === null || estimate.projectId === projectId)
            .map(refreshed),
        );
      };
    }
    if (request.method === 'POST' && !idText) {
      return () => {
        const parsed = estimateInputSchema.safeParse(request.body);
        if (!parsed.success) return invalid(parsed.error.issues);
        const estimate = withProgress(
          { ...fromInput(parsed.data), id: nextId++, createdAt: new Date().toISOString() },
          db.expenses,
        );
        db.estimates.push(estimate);
        return json(201, estimate);
      };
    }
    if ((request.method === 'PUT' || request.method === 'DELETE') && id !== null) {
      return () => {
        const index = db.estimates.findIndex((candidate) => candidate.id === id);
        const existing = db.estimates[index];
        if (!existing) return json(404, { error: 'Estimate not found' });
        if (request.method === 'DELETE') {
          db.estimates.splice(index, 1);
          for (const expense of db.expenses) if (expense.estimateId === id) expense.estimateId = null;
          return json(200, { message: 'Estimate deleted successfully' });
        }
        const parsed = estimateInputSchema.safeParse(request.body);
        if (!parsed.success) return invalid(parsed.error.issues);
        const updated = withProgress({ ...existing, ...fromInput(parsed.data) }, db.expenses);
        db.estimates[index] = updated;
        return json(200, updated);
      };
    }
    return undefined;
  });
}

import {
  centsToDecimal,
  contractorInputSchema,
  issuesFromZod,
  planLimitsFor,
  PLAN_LIMIT_MESSAGES,
  subscriptionStatusView,
  type Contractor,
} from '@reno/domain';
import { json, testUser, type FakeApi } from '../../../testing/fake-api';
import { extendFakeApi, idOf, resourcePath } from './extend-fake-api';

export function makeContractor(overrides: Partial<Contractor> & Pick<Contractor, 'id' | 'name'>): Contractor {
  return {
    userId: testUser.id,
    company: null,
    email: null,
    phone: null,
    specialty: null,
    hourlyRate: null,
    notes: null,
    createdAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * Contractor writes and the subscription view over the fake API's db (SPEC §7, functions/README.md):
 * the free plan's limit is enforced on create with the 403 of SPEC §8; a delete takes the contractor's
 * estimates with it and unlinks its expenses.
 */
export function withContractorRoutes(base: FakeApi): FakeApi {
  const { db } = base;
  let nextId = 5000;
  const now = () => new Date();

  return extendFakeApi(base, (request) => {
    const [resource, idText] = resourcePath(request);
    const user = db.user ?? testUser;

    if (resource === 'subscription-status' && request.method === 'GET') {
      return () =>
        json(
          200,
          subscriptionStatusView({
            user,
            expenseCount: db.expenses.length,
            contractorCount: db.contractors.length,
            now: now(),
          }),
        );
    }
    if (resource !== 'contractors') return undefined;
    const id = idOf(idText);

    if (request.method === 'POST' && !idText) {
      return () => {
        const limit = planLimitsFor(user, now()).contractors;
        if (limit !== null && db.contractors.length >= limit) {
          return json(403, { error: PLAN_LIMIT_MESSAGES.contractors, upgradeRequired: true });
        }
        const parsed = contractorInputSchema.safeParse(request.body);
        if (!parsed.success) {
          return json(400, { error: 'Validation failed', details: issuesFromZod(parsed.error.issues) });
        }
        const contractor = makeContractor({
          ...parsed.data,
          id: nextId++,
          hourlyRate: parsed.data.hourlyRate === null ? null : centsToDecimal(parsed.data.hourlyRate),
          createdAt: now().toISOString(),
        });
        db.contractors.push(contractor);
        return json(201, contractor);
      };
    }
    if ((request.method === 'PUT' || request.method === 'DELETE') && id !== null) {
      return () => {
        const contractor = db.contractors.find((candidate) => candidate.id === id);
        if (!contractor) return json(404, { error: 'Contractor not found' });
        if (request.method === 'DELETE') {
          db.contractors = db.contractors.filter((candidate) => candidate.id !== id);
          db.estimates = db.estimates.filter((estimate) => estimate.contractorId !== id);
          for (const expense of db.expenses) if (expense.contractorId === id) expense.contractorId = null;
          return json(200, { message: 'Contractor deleted successfully' });
        }
        const parsed = contractorInputSchema.safeParse(request.body);
        if (!parsed.success) {
          return json(400, { error: 'Validation failed', details: issuesFromZod(parsed.error.issues) });
        }
        Object.assign(contractor, {
          ...parsed.data,
          hourlyRate: parsed.data.hourlyRate === null ? null : centsToDecimal(parsed.data.hourlyRate),
        });
        return json(200, contractor);
      };
    }
    return undefined;
  });
}

import {
  centsToDecimal,
  contractorInputSchema,
  planLimitsFor,
  PLAN_LIMIT_MESSAGES,
  type Contractor,
  type ContractorInput,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import { fixtureMade, type FakeBackend } from './fake-db';
import { deleted, idOf, json, notFound, route } from './fake-route';
import { createRoute } from './fake-record-routes';
import { byId, fakeListPage } from './fake-list-pages';
import { answerEdit, type EditSpec } from './fake-edits';

export function makeContractor(overrides: Partial<Contractor> & Pick<Contractor, 'id' | 'name'>): Contractor {
  return {
    company: null,
    email: null,
    phone: null,
    specialty: null,
    hourlyRate: null,
    notes: null,
    ...fixtureMade(),
    ...overrides,
  };
}

const fromInput = (input: ContractorInput) => ({
  ...input,
  hourlyRate: input.hourlyRate === null ? null : centsToDecimal(input.hourlyRate),
});

/**
 * The contractor routes: the Free plan's limit holds on create (a 403 with `upgradeRequired`,
 * docs/product.md#plan-limits); a delete takes the contractor's estimates with it and unlinks its expenses.
 */
const contractorEdit: EditSpec<ContractorInput, Contractor> = {
  schema: contractorInputSchema,
  label: 'Contractor',
  fieldsOf: fromInput,
};

export function contractorHandlers({ db, me, created }: FakeBackend): HttpHandler[] {
  const find = (idText: string | undefined) =>
    db.contractors.find((contractor) => contractor.id === idOf(idText));

  return [
    route('GET', '/api/contractors', ({ search }) =>
      fakeListPage(db.contractors, search, { positionOf: byId }),
    ),
    route('GET', '/api/contractors/count', () => json(200, { count: db.contractors.length })),
    createRoute(db, '/api/contractors', 'contractors', contractorInputSchema, (input) => {
      const limit = planLimitsFor(me(), new Date()).contractors;
      if (limit !== null && db.contractors.length >= limit) {
        return json(403, { error: PLAN_LIMIT_MESSAGES.contractors, upgradeRequired: true });
      }
      return makeContractor({ ...fromInput(input), ...created() });
    }),
    route('GET', '/api/contractors/{id}', ({ params }) => {
      const contractor = find(params.id);
      return contractor ? json(200, contractor) : notFound('Contractor');
    }),
    route('PUT', '/api/contractors/{id}', (request) =>
      answerEdit(request, find(request.params.id), me(), contractorEdit),
    ),
    route('DELETE', '/api/contractors/{id}', ({ params }) => {
      const contractor = find(params.id);
      if (!contractor) return notFound('Contractor');
      const removed = new Set(db.estimates.filter((e) => e.contractorId === contractor.id).map((e) => e.id));
      db.contractors = db.contractors.filter((candidate) => candidate !== contractor);
      db.estimates = db.estimates.filter((estimate) => !removed.has(estimate.id));
      for (const expense of db.expenses) {
        if (expense.contractorId === contractor.id) expense.contractorId = null;
        if (expense.estimateId !== null && removed.has(expense.estimateId)) expense.estimateId = null;
      }
      return deleted('Contractor');
    }),
  ];
}

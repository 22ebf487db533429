import { basisReductionInputSchema, centsToDecimal, type BasisReduction } from '@reno/domain';
import type { HttpHandler } from 'msw';
import { testUser, type FakeBackend } from './fake-db';
import { fixtureEdits } from './fake-edits';
import { deleted, idOf, invalidInput, json, notFound, route, validationFailed } from './fake-route';
import { homesOf } from './home-handlers';

export function makeBasisReduction(
  overrides: Partial<BasisReduction> & Pick<BasisReduction, 'id' | 'homeId'>,
): BasisReduction {
  return {
    userId: testUser.id,
    kind: 'rebate',
    amount: '100.00',
    date: '2025-03-01',
    description: 'Utility rebate',
    createdAt: '2025-03-01T12:00:00.000Z',
    ...fixtureEdits(testUser, '2025-03-01T12:00:00.000Z'),
    ...overrides,
  };
}

/** A home's basis reductions, as the homes function answers them (docs/product.md#api-basis-reductions). */
export function basisReductionHandlers({ db, created }: FakeBackend): HttpHandler[] {
  const hasHome = (homeId: number) => homesOf(db).some((home) => home.id === homeId);
  return [
    route('GET', '/api/basis-reductions', ({ search }) => {
      const homeId = idOf(search.get('homeId') ?? undefined);
      if (homeId === null) return validationFailed([{ path: ['homeId'], message: 'Home is required' }]);
      if (!hasHome(homeId)) return notFound('Home');
      return json(
        200,
        db.basisReductions.filter((reduction) => reduction.homeId === homeId),
      );
    }),
    route('POST', '/api/basis-reductions', ({ body }) => {
      const parsed = basisReductionInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      if (!hasHome(parsed.data.homeId)) return notFound('Home');
      const reduction = makeBasisReduction({
        ...parsed.data,
        amount: centsToDecimal(parsed.data.amount),
        ...created(),
      });
      db.basisReductions.push(reduction);
      return json(201, reduction);
    }),
    route('DELETE', '/api/basis-reductions/{id}', ({ params }) => {
      const reduction = db.basisReductions.find((candidate) => candidate.id === idOf(params.id));
      if (!reduction) return notFound('Basis reduction');
      db.basisReductions = db.basisReductions.filter((candidate) => candidate !== reduction);
      return deleted('Basis reduction');
    }),
  ];
}

import {
  basisReductionInputSchema,
  basisReport,
  centsToDecimal,
  toCents,
  type BasisReduction,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import { testUser, type FakeBackend, type FakeDb } from './fake-db';
import { fixtureEdits } from './fake-edits';
import { deleted, idOf, invalidInput, json, notFound, route, validationFailed } from './fake-route';
import { fakeListPage } from './fake-list-pages';
import { homesOf } from './home-handlers';

function makeBasisReduction(
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

const cents = (amount: string | null) => (amount === null ? null : toCents(amount)!);

/** The home's basis from the fake's records, by the same domain function as the API's. */
function basisOf(db: FakeDb, homeId: number) {
  const home = homesOf(db).find((candidate) => candidate.id === homeId);
  if (!home) return null;
  const projects = db.projects.filter((project) => project.homeId === homeId);
  return basisReport({
    home: {
      ...home,
      purchasePriceCents: cents(home.purchasePrice),
      settlementCostsCents: cents(home.settlementCosts),
    },
    projects,
    expenses: db.expenses.map((expense) => ({ ...expense, amountCents: cents(expense.amount)! })),
    reductions: db.basisReductions
      .filter((reduction) => reduction.homeId === homeId)
      .map((reduction) => ({ ...reduction, amountCents: cents(reduction.amount)! })),
  });
}

/** A home's basis and its reductions, as the homes function answers them (docs/product.md#cost-basis). */
export function costBasisHandlers({ db, created }: FakeBackend): HttpHandler[] {
  const hasHome = (homeId: number) => homesOf(db).some((home) => home.id === homeId);
  return [
    route('GET', '/api/homes/{id}/basis', ({ params }) => {
      const basis = basisOf(db, idOf(params.id) ?? 0);
      if (!basis) return notFound('Home');
      const { lines: _lines, ...totals } = basis;
      return json(200, totals);
    }),
    route('GET', '/api/homes/{id}/basis/lines', ({ params, search }) => {
      const lines = basisOf(db, idOf(params.id) ?? 0)?.lines;
      if (!lines) return notFound('Home');
      return fakeListPage(lines, search, { positionOf: (line) => lines.indexOf(line) });
    }),
    // The PDF is made by pdf-lib in the API (functions/src/lib/home-record/basis-pdf.ts, tested there); the
    // fake answers a home's with the PDF header only, enough for a download, and a missing home as the API does.
    route('GET', '/api/homes/{id}/basis/pdf', ({ params }) =>
      hasHome(idOf(params.id) ?? 0)
        ? new Response('%PDF-1.7\n', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
        : notFound('Home'),
    ),
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

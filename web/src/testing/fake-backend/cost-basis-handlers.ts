import {
  basisReductionInputSchema,
  basisReport,
  centsToDecimal,
  toCents,
  type BasisReduction,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import { fixtureMade, type FakeBackend, type FakeDb } from './fake-db';
import { idOf, json, notFound, route } from './fake-route';
import { createRoute, deleteRoute } from './fake-record-routes';
import { fakeListPage } from './fake-list-pages';
import { hasHome, homeRecordsRoute, homesOf } from './home-handlers';

function makeBasisReduction(
  overrides: Partial<BasisReduction> & Pick<BasisReduction, 'id' | 'homeId'>,
): BasisReduction {
  return {
    kind: 'rebate',
    amount: '100.00',
    date: '2025-03-01',
    description: 'Utility rebate',
    ...fixtureMade(),
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
      hasHome(db, idOf(params.id) ?? 0)
        ? new Response('%PDF-1.7\n', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
        : notFound('Home'),
    ),
    homeRecordsRoute(db, '/api/basis-reductions', 'basisReductions'),
    createRoute(db, '/api/basis-reductions', 'basisReductions', basisReductionInputSchema, (input) =>
      hasHome(db, input.homeId)
        ? makeBasisReduction({ ...input, amount: centsToDecimal(input.amount), ...created() })
        : notFound('Home'),
    ),
    deleteRoute(db, '/api/basis-reductions/{id}', 'basisReductions', 'Basis reduction'),
  ];
}

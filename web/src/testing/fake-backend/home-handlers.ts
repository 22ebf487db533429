import {
  FIRST_HOME_ID,
  HOME_MESSAGES,
  centsToDecimal,
  homeInputSchema,
  type Home,
  type HomeInput,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import { testUser, type FakeBackend, type FakeDb } from './fake-db';
import { deleted, idOf, invalidInput, json, notFound, route } from './fake-route';
import { answerEdit, fixtureEdits, madeBy, type EditSpec } from './fake-edits';

export function makeHome(overrides: Partial<Home> & Pick<Home, 'id' | 'name'>): Home {
  return {
    userId: testUser.id,
    address: null,
    yearBuilt: null,
    purchaseDate: null,
    purchasePrice: null,
    settlementCosts: null,
    createdAt: '2025-03-01T12:00:00.000Z',
    ...fixtureEdits(testUser, '2025-03-01T12:00:00.000Z'),
    ...overrides,
  };
}

const money = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));
const fieldsOf = (input: HomeInput) => ({
  name: input.name,
  address: input.address,
  yearBuilt: input.yearBuilt,
  purchaseDate: input.purchaseDate,
  purchasePrice: money(input.purchasePrice),
  settlementCosts: money(input.settlementCosts),
});

const homeEdit: EditSpec<HomeInput, Home> = { schema: homeInputSchema, label: 'Home', fieldsOf };

/**
 * The household's homes, the first made the first time any are asked for, as the API makes it: by the
 * person whose request needed it.
 */
export function homesOf(db: FakeDb): Home[] {
  if (db.homes.length === 0) {
    const user = db.user ?? testUser;
    const at = new Date().toISOString();
    const first = { id: FIRST_HOME_ID, name: HOME_MESSAGES.firstHomeName, userId: user.id, createdAt: at };
    db.homes.push(makeHome({ ...first, ...madeBy(user, at) }));
  }
  return db.homes;
}

/** The home routes: the first home there from the first ask; a home with projects, or the last, kept. */
export function homeHandlers({ db, me, created }: FakeBackend): HttpHandler[] {
  const find = (idText: string | undefined) => homesOf(db).find((home) => home.id === idOf(idText));

  return [
    route('GET', '/api/homes', () => json(200, homesOf(db))),
    route('POST', '/api/homes', ({ body }) => {
      const parsed = homeInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      homesOf(db);
      const home = makeHome({ ...fieldsOf(parsed.data), ...created() });
      db.homes.push(home);
      return json(201, home);
    }),
    route('PUT', '/api/homes/{id}', (request) =>
      answerEdit(request, find(request.params.id), me(), homeEdit),
    ),
    route('DELETE', '/api/homes/{id}', ({ params }) => {
      const home = find(params.id);
      if (!home) return notFound('Home');
      if (homesOf(db).length === 1) return json(409, { error: HOME_MESSAGES.lastHome });
      const projects = db.projects.filter((project) => project.homeId === home.id).length;
      if (projects > 0) return json(409, { error: HOME_MESSAGES.hasProjects(projects) });
      const rooms = db.rooms.filter((room) => room.homeId === home.id).length;
      if (rooms > 0) return json(409, { error: HOME_MESSAGES.hasRooms(rooms) });
      const reductions = db.basisReductions.filter((reduction) => reduction.homeId === home.id).length;
      if (reductions > 0) return json(409, { error: HOME_MESSAGES.hasBasisReductions(reductions) });
      db.homes = db.homes.filter((candidate) => candidate !== home);
      return deleted('Home');
    }),
  ];
}

import {
  FIRST_HOME_ID,
  HOME_MESSAGES,
  centsToDecimal,
  homeInputSchema,
  type Home,
  type HomeInput,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import { fixtureMade, testUser, type FakeBackend, type FakeDb } from './fake-db';
import { deleted, idOf, json, notFound, route, validationFailed } from './fake-route';
import { createRoute } from './fake-record-routes';
import { answerEdit, madeBy, type EditSpec } from './fake-edits';

export function makeHome(overrides: Partial<Home> & Pick<Home, 'id' | 'name'>): Home {
  return {
    address: null,
    yearBuilt: null,
    purchaseDate: null,
    purchasePrice: null,
    settlementCosts: null,
    ...fixtureMade(),
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

export const hasHome = (db: FakeDb, homeId: number) => homesOf(db).some((home) => home.id === homeId);

/**
 * The home `?homeId=` names, as the lists of what is in a home read it; the refusal instead when there is
 * none (400) or the household has no such home (404).
 */
export function homeQuery(db: FakeDb, search: URLSearchParams): number | Response {
  const homeId = idOf(search.get('homeId') ?? undefined);
  if (homeId === null) return validationFailed([{ path: ['homeId'], message: 'Home is required' }]);
  return hasHome(db, homeId) ? homeId : notFound('Home');
}

/** The lists of the fake's store whose records are in a home. */
type HomeRecordList = {
  [K in keyof FakeDb]: FakeDb[K] extends { homeId: number }[] ? K : never;
}[keyof FakeDb];

/** `GET <path>?homeId=`: every record of `db[list]` in the home homeQuery reads. */
export function homeRecordsRoute(db: FakeDb, path: string, list: HomeRecordList) {
  return route('GET', path, ({ search }) => {
    const homeId = homeQuery(db, search);
    if (homeId instanceof Response) return homeId;
    const records: { homeId: number }[] = db[list];
    return json(
      200,
      records.filter((record) => record.homeId === homeId),
    );
  });
}

/** The home routes: the first home there from the first ask; a home with projects, or the last, kept. */
export function homeHandlers({ db, me, created }: FakeBackend): HttpHandler[] {
  const find = (idText: string | undefined) => homesOf(db).find((home) => home.id === idOf(idText));

  return [
    route('GET', '/api/homes', () => json(200, homesOf(db))),
    createRoute(db, '/api/homes', 'homes', homeInputSchema, (input) => {
      homesOf(db);
      return makeHome({ ...fieldsOf(input), ...created() });
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
      const tasks = db.maintenance.filter((task) => task.homeId === home.id).length;
      if (tasks > 0) return json(409, { error: HOME_MESSAGES.hasMaintenance(tasks) });
      db.homes = db.homes.filter((candidate) => candidate !== home);
      return deleted('Home');
    }),
  ];
}

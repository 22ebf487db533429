import {
  createHome,
  createRoom,
  deleteHome,
  deleteRoom,
  listHomes,
  listRooms,
  updateHome,
  updateRoom,
  type HomeInput,
} from '@reno/data';
import type { HomeRecord, RoomRecord } from '@reno/data';
import type { HomeInput as HomeBody } from '@reno/domain';
import { getActor } from '../lib/http/actor';
import { authorOf, editOf } from '../lib/http/edits';
import { createApiHandler } from '../lib/http/create-api-handler';
import { earlierCreate } from '../lib/http/idempotency-key';
import { readJsonBody } from '../lib/http/json-body';
import { deletedMessage } from '../lib/http/messages';
import { NotFoundError } from '../lib/http/errors';
import { idParam } from '../lib/http/path-params';
import { requiredIdQuery } from '../lib/http/query-params';
import { created, ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { parseRequest } from '../lib/http/validation';
import { data } from '../lib/data-context';
import { presentHome } from '../lib/presenters/home';
import { presentRoom } from '../lib/presenters/room';
import { homeItemRoutes } from '../lib/home-record/home-item-routes';

const toHomeInput = (body: HomeBody): HomeInput => ({
  name: body.name,
  address: body.address,
  yearBuilt: body.yearBuilt,
  purchaseDate: body.purchaseDate,
  purchasePriceCents: body.purchasePrice,
  settlementCostsCents: body.settlementCosts,
});

/** GET /api/homes: the household's homes by id (the first made if it has none). */
async function list(event: ApiEvent) {
  const { householdId } = getActor(event);
  return ok((await listHomes(data, householdId)).map(presentHome));
}

async function create(event: ApiEvent) {
  const { householdId } = getActor(event);
  const input = toHomeInput(await parseRequest('homeInputSchema', readJsonBody(event)));
  const { idempotency, earlier } = await earlierCreate<HomeRecord>(event, householdId);
  if (earlier) return created(presentHome(earlier));
  return created(
    presentHome(await createHome(data, householdId, input, { idempotency, by: authorOf(getActor(event)) })),
  );
}

async function update(event: ApiEvent) {
  const { householdId } = getActor(event);
  const id = idParam(event, 'Home');
  const input = toHomeInput(await parseRequest('homeInputSchema', readJsonBody(event)));
  return ok(presentHome(await updateHome(data, householdId, id, input, editOf(event))));
}

async function remove(event: ApiEvent) {
  const { householdId } = getActor(event);
  await deleteHome(data, householdId, idParam(event, 'Home'));
  return ok(deletedMessage('Home'));
}

/**
 * GET /api/rooms?homeId=: the home's rooms by id. The homes are read first (the first made if there is
 * none), so a home the household does not have is 404 and the first home is there to be asked about.
 */
async function listHomeRooms(event: ApiEvent) {
  const { householdId } = getActor(event);
  const homeId = requiredIdQuery(event, 'homeId', 'Home is required');
  const homes = await listHomes(data, householdId);
  if (!homes.some((home) => home.id === homeId)) throw new NotFoundError('Home not found');
  return ok((await listRooms(data, householdId, homeId)).map(presentRoom));
}

async function addRoom(event: ApiEvent) {
  const { householdId } = getActor(event);
  const input = await parseRequest('roomInputSchema', readJsonBody(event));
  const { idempotency, earlier } = await earlierCreate<RoomRecord>(event, householdId);
  if (earlier) return created(presentRoom(earlier));
  return created(
    presentRoom(await createRoom(data, householdId, input, { idempotency, by: authorOf(getActor(event)) })),
  );
}

async function changeRoom(event: ApiEvent) {
  const { householdId } = getActor(event);
  const id = idParam(event, 'Room');
  const input = await parseRequest('roomInputSchema', readJsonBody(event));
  return ok(presentRoom(await updateRoom(data, householdId, id, input, editOf(event))));
}

async function removeRoom(event: ApiEvent) {
  const { householdId } = getActor(event);
  await deleteRoom(data, householdId, idParam(event, 'Room'));
  return ok(deletedMessage('Room'));
}

// The home record's function: homes, the rooms in them and the items in those.
export const handler = createApiHandler({
  'GET /api/homes': list,
  'POST /api/homes': create,
  'PUT /api/homes/{id}': update,
  'DELETE /api/homes/{id}': remove,
  'GET /api/rooms': listHomeRooms,
  'POST /api/rooms': addRoom,
  'PUT /api/rooms/{id}': changeRoom,
  'DELETE /api/rooms/{id}': removeRoom,
  ...homeItemRoutes,
});

import { createHome, deleteHome, listHomes, updateHome, type HomeInput } from '@reno/data';
import type { HomeRecord } from '@reno/data';
import type { HomeInput as HomeBody } from '@reno/domain';
import { getActor } from '../lib/http/actor';
import { authorOf, editOf } from '../lib/http/edits';
import { createApiHandler } from '../lib/http/create-api-handler';
import { earlierCreate } from '../lib/http/idempotency-key';
import { readJsonBody } from '../lib/http/json-body';
import { deletedMessage } from '../lib/http/messages';
import { idParam } from '../lib/http/path-params';
import { created, ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { parseRequest } from '../lib/http/validation';
import { data } from '../lib/data-context';
import { presentHome } from '../lib/presenters/home';

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

export const handler = createApiHandler({
  'GET /api/homes': list,
  'POST /api/homes': create,
  'PUT /api/homes/{id}': update,
  'DELETE /api/homes/{id}': remove,
});

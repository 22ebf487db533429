import {
  createBasisReduction,
  createHome,
  createRoom,
  deleteBasisReduction,
  deleteHome,
  listBasisReductions,
  readHomeBasis,
  readHomeBasisLines,
  deleteRoom,
  listHomes,
  listRooms,
  updateHome,
  updateRoom,
  type HomeInput,
} from '@reno/data';
import type { BasisReductionRecord, HomeRecord, RoomRecord } from '@reno/data';
import { slugify, type HomeInput as HomeBody } from '@reno/domain';
import { getActor } from '../lib/http/actor';
import { authorOf, editOf } from '../lib/http/edits';
import { createApiHandler } from '../lib/http/create-api-handler';
import { earlierCreate } from '../lib/http/idempotency-key';
import { readJsonBody } from '../lib/http/json-body';
import { deletedMessage } from '../lib/http/messages';
import { found } from '../lib/http/found';
import { idParam } from '../lib/http/path-params';
import { created, fileAnswer, ok, okPage } from '../lib/http/response';
import { listPageQuery } from '../lib/http/list-page-query';
import type { ApiEvent } from '../lib/http/router';
import { parseRequest } from '../lib/http/validation';
import { data } from '../lib/data-context';
import { presentHome } from '../lib/presenters/home';
import { presentRoom } from '../lib/presenters/room';
import { homeItemRoutes } from '../lib/home-record/home-item-routes';
import { presentBasisReduction } from '../lib/presenters/basis-reduction';
import { maintenanceRoutes } from '../lib/home-record/maintenance-routes';
import { shareLinkRoutes } from '../lib/home-record/share-link-routes';
import { requireHomeQuery } from '../lib/home-record/require-home';
import { readBasisReport } from '../lib/home-record/basis-report-pages';

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

/** GET /api/rooms?homeId=: the home's rooms by id. */
async function listHomeRooms(event: ApiEvent) {
  const { householdId } = getActor(event);
  const homeId = await requireHomeQuery(event, householdId);
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

// The basis rules (Publication 523's examples and words) load with the first report, not with the function:
// every other route of the home record starts without them (the cold-start budget).
const basisRules = () => import('@reno/domain/cost-basis');

/** GET /api/homes/{id}/basis: the home's adjusted basis, by year and by project, from its projects' sums. */
async function basis(event: ApiEvent) {
  const { householdId } = getActor(event);
  const home = await found(readHomeBasis(data, householdId, idParam(event, 'Home')), 'Home');
  return ok((await basisRules()).homeBasis(home));
}

/** GET /api/homes/{id}/basis/lines: a page of the expenses of the home's projects, each with its class. */
async function basisLines(event: ApiEvent) {
  const { householdId } = getActor(event);
  const homeId = idParam(event, 'Home');
  const page = await found(readHomeBasisLines(data, householdId, homeId, await listPageQuery(event)), 'Home');
  return okPage((await basisRules()).basisLinesOf(page), page.nextCursor);
}

/** GET /api/homes/{id}/basis/pdf: the report as a PDF, its lines written page by page (pdf-lib loads with the first one). */
async function basisPdfFile(event: ApiEvent) {
  const { householdId } = getActor(event);
  const basis = await found(readBasisReport(data, householdId, idParam(event, 'Home')), 'Home');
  const { basisPdf } = await import('../lib/home-record/basis-pdf');
  const bytes = await basisPdf(basis.report, basis.linePages());
  return fileAnswer(bytes, 'application/pdf', `cost-basis-${slugify(basis.report.homeName)}.pdf`);
}

/** GET /api/basis-reductions?homeId=: the home's credits, subsidies, rebates and reimbursements by id. */
async function listReductions(event: ApiEvent) {
  const { householdId } = getActor(event);
  const homeId = await requireHomeQuery(event, householdId);
  return ok((await listBasisReductions(data, householdId, homeId)).map(presentBasisReduction));
}

async function addReduction(event: ApiEvent) {
  const { householdId } = getActor(event);
  const body = await parseRequest('basisReductionInputSchema', readJsonBody(event));
  const { idempotency, earlier } = await earlierCreate<BasisReductionRecord>(event, householdId);
  if (earlier) return created(presentBasisReduction(earlier));
  const input = { ...body, amountCents: body.amount };
  return created(
    presentBasisReduction(
      await createBasisReduction(data, householdId, input, { idempotency, by: authorOf(getActor(event)) }),
    ),
  );
}

async function removeReduction(event: ApiEvent) {
  const { householdId } = getActor(event);
  await deleteBasisReduction(data, householdId, idParam(event, 'Basis reduction'));
  return ok(deletedMessage('Basis reduction'));
}

// The home record's function: homes, the rooms in them and their items, their maintenance tasks, what
// lowers their cost basis, and the share links of their packets.
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
  'GET /api/homes/{id}/basis': basis,
  'GET /api/homes/{id}/basis/lines': basisLines,
  'GET /api/homes/{id}/basis/pdf': basisPdfFile,
  'GET /api/basis-reductions': listReductions,
  'POST /api/basis-reductions': addReduction,
  'DELETE /api/basis-reductions/{id}': removeReduction,
  ...maintenanceRoutes,
  ...shareLinkRoutes,
});

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
import { slugify, type HomeInput as HomeBody } from '@reno/domain';
import { createdOnce } from '../lib/http/idempotency-key';
import { getActor } from '../lib/http/actor';
import { createApiHandler } from '../lib/http/create-api-handler';
import { readJsonBody } from '../lib/http/json-body';
import { deleteRoute, recordWrites } from '../lib/http/record-routes';
import { found } from '../lib/http/found';
import { idParam } from '../lib/http/path-params';
import { fileAnswer, ok, okPage } from '../lib/http/response';
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

const homeWrites = recordWrites({
  label: 'Home',
  schema: 'homeInputSchema',
  input: toHomeInput,
  present: presentHome,
  create: createHome,
  update: updateHome,
});

const remove = deleteRoute('Home', deleteHome);

/** GET /api/rooms?homeId=: the home's rooms by id. */
async function listHomeRooms(event: ApiEvent) {
  const { householdId } = getActor(event);
  const homeId = await requireHomeQuery(event, householdId);
  return ok((await listRooms(data, householdId, homeId)).map(presentRoom));
}

const roomWrites = recordWrites({
  label: 'Room',
  schema: 'roomInputSchema',
  present: presentRoom,
  create: createRoom,
  update: updateRoom,
});

const removeRoom = deleteRoute('Room', deleteRoom);

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
  const body = await parseRequest('basisReductionInputSchema', readJsonBody(event));
  const input = { ...body, amountCents: body.amount };
  return createdOnce(event, presentBasisReduction, (householdId, options) =>
    createBasisReduction(data, householdId, input, options),
  );
}

const removeReduction = deleteRoute('Basis reduction', deleteBasisReduction);

// The home record's function: homes, the rooms in them and their items, their maintenance tasks, what
// lowers their cost basis, and the share links of their packets.
export const handler = createApiHandler({
  'GET /api/homes': list,
  'POST /api/homes': homeWrites.create,
  'PUT /api/homes/{id}': homeWrites.update,
  'DELETE /api/homes/{id}': remove,
  'GET /api/rooms': listHomeRooms,
  'POST /api/rooms': roomWrites.create,
  'PUT /api/rooms/{id}': roomWrites.update,
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

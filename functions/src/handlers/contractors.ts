import {
  createContractor,
  deleteContractor,
  getContractor,
  getPlanUsage,
  listContractorPage,
  updateContractor,
} from '@reno/data';
import type { ContractorInput as StoredContractorInput } from '@reno/data';
import type { ContractorInput, CountResponse } from '@reno/domain';
import { getActor } from '../lib/http/actor';
import { found } from '../lib/http/found';
import { recordWrites } from '../lib/http/record-routes';
import { createApiHandler } from '../lib/http/create-api-handler';
import { idParam } from '../lib/http/path-params';
import { ok } from '../lib/http/response';
import { householdPageRoute } from '../lib/http/page-route';
import type { ApiEvent } from '../lib/http/router';
import { data } from '../lib/data-context';
import { deleteWithFiles } from '../lib/uploads/delete-with-files';
import { presentContractor } from '../lib/presenters/contractor';

const toStored = (input: ContractorInput): StoredContractorInput => ({
  name: input.name,
  company: input.company,
  email: input.email,
  phone: input.phone,
  specialty: input.specialty,
  hourlyRateCents: input.hourlyRate,
  notes: input.notes,
});

/** GET /api/contractors: a page of the household's contractors, oldest first. */
const list = householdPageRoute(listContractorPage, presentContractor);

async function count(event: ApiEvent) {
  const { householdId } = getActor(event);
  const body: CountResponse = { count: (await getPlanUsage(data, householdId)).contractorCount };
  return ok(body);
}

const { create, update } = recordWrites({
  label: 'Contractor',
  schema: 'contractorInputSchema',
  input: toStored,
  present: presentContractor,
  create: createContractor,
  update: updateContractor,
});

async function get(event: ApiEvent) {
  const { householdId } = getActor(event);
  const contractor = await found(
    getContractor(data, householdId, idParam(event, 'Contractor')),
    'Contractor',
  );
  return ok(presentContractor(contractor));
}

/** Deletes the contractor and its estimates (with their attachments); its expenses keep existing, unlinked. */
const remove = deleteWithFiles('Contractor', deleteContractor);

export const handler = createApiHandler({
  'GET /api/contractors': list,
  'GET /api/contractors/count': count,
  'POST /api/contractors': create,
  'GET /api/contractors/{id}': get,
  'PUT /api/contractors/{id}': update,
  'DELETE /api/contractors/{id}': remove,
});

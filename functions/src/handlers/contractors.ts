import {
  createContractor,
  deleteContractor,
  getContractor,
  getPlanUsage,
  listContractorPage,
  updateContractor,
} from '@reno/data';
import type { ContractorRecord, ContractorInput as StoredContractorInput } from '@reno/data';
import type { ContractorInput, CountResponse } from '@reno/domain';
import { getActor } from '../lib/http/actor';
import { found } from '../lib/http/found';
import { authorOf, editOf } from '../lib/http/edits';
import { createApiHandler } from '../lib/http/create-api-handler';
import { readJsonBody } from '../lib/http/json-body';
import { idParam } from '../lib/http/path-params';
import { listPageQuery } from '../lib/http/list-page-query';
import { created, ok, okPage } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { earlierCreate } from '../lib/http/idempotency-key';
import { parseRequest } from '../lib/http/validation';
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
async function list(event: ApiEvent) {
  const { householdId } = getActor(event);
  const page = await listContractorPage(data, householdId, await listPageQuery(event));
  return okPage(page.records.map(presentContractor), page.nextCursor);
}

async function count(event: ApiEvent) {
  const { householdId } = getActor(event);
  const body: CountResponse = { count: (await getPlanUsage(data, householdId)).contractorCount };
  return ok(body);
}

async function create(event: ApiEvent) {
  const { householdId } = getActor(event);
  const input = await parseRequest('contractorInputSchema', readJsonBody(event));
  const { idempotency, earlier } = await earlierCreate<ContractorRecord>(event, householdId);
  if (earlier) return created(presentContractor(earlier));
  return created(
    presentContractor(
      await createContractor(data, householdId, toStored(input), {
        idempotency,
        by: authorOf(getActor(event)),
      }),
    ),
  );
}

async function get(event: ApiEvent) {
  const { householdId } = getActor(event);
  const contractor = await found(
    getContractor(data, householdId, idParam(event, 'Contractor')),
    'Contractor',
  );
  return ok(presentContractor(contractor));
}

async function update(event: ApiEvent) {
  const { householdId } = getActor(event);
  const id = idParam(event, 'Contractor');
  const input = await parseRequest('contractorInputSchema', readJsonBody(event));
  return ok(presentContractor(await updateContractor(data, householdId, id, toStored(input), editOf(event))));
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

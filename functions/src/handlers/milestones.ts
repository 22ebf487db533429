import {
  completeMilestone,
  createMilestone,
  deleteMilestone,
  getProject,
  listMilestonePage,
  updateMilestone,
} from '@reno/data';
import type { MilestoneRecord } from '@reno/data';
import { getActor } from '../lib/http/actor';
import { found } from '../lib/http/found';
import { authorOf, editOf } from '../lib/http/edits';
import { createApiHandler } from '../lib/http/create-api-handler';
import { readJsonBody } from '../lib/http/json-body';
import { deletedMessage } from '../lib/http/messages';
import { idParam } from '../lib/http/path-params';
import { listPageQuery } from '../lib/http/list-page-query';
import { requiredIdQuery } from '../lib/http/query-params';
import { created, ok, okPage } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { earlierCreate } from '../lib/http/idempotency-key';
import { parseRequest } from '../lib/http/validation';
import { data } from '../lib/data-context';
import { presentMilestone } from '../lib/presenters/milestone';

/** GET /api/milestones?projectId=: a page of the project's milestones by id, in timeline order within it. */
async function list(event: ApiEvent) {
  const { householdId } = getActor(event);
  const projectId = requiredIdQuery(event, 'projectId', 'Project is required');
  await found(getProject(data, householdId, projectId), 'Project');
  const page = await listMilestonePage(data, householdId, projectId, await listPageQuery(event));
  return okPage(page.records.map(presentMilestone), page.nextCursor);
}

/** Completion fields are never read from the body: only PATCH …/complete sets them. */
async function create(event: ApiEvent) {
  const { householdId } = getActor(event);
  const input = await parseRequest('milestoneInputSchema', readJsonBody(event));
  const { idempotency, earlier } = await earlierCreate<MilestoneRecord>(event, householdId);
  if (earlier) return created(presentMilestone(earlier));
  return created(
    presentMilestone(
      await createMilestone(data, householdId, input, { idempotency, by: authorOf(getActor(event)) }),
    ),
  );
}

async function update(event: ApiEvent) {
  const { householdId } = getActor(event);
  const id = idParam(event, 'Milestone');
  const input = await parseRequest('milestoneInputSchema', readJsonBody(event));
  return ok(presentMilestone(await updateMilestone(data, householdId, id, input, editOf(event))));
}

async function complete(event: ApiEvent) {
  const actor = getActor(event);
  const id = idParam(event, 'Milestone');
  return ok(
    presentMilestone(
      await completeMilestone(data, actor.householdId, id, undefined, { by: authorOf(actor) }),
    ),
  );
}

async function remove(event: ApiEvent) {
  const { householdId } = getActor(event);
  await deleteMilestone(data, householdId, idParam(event, 'Milestone'));
  return ok(deletedMessage('Milestone'));
}

export const handler = createApiHandler({
  'GET /api/milestones': list,
  'POST /api/milestones': create,
  'PUT /api/milestones/{id}': update,
  'PATCH /api/milestones/{id}/complete': complete,
  'DELETE /api/milestones/{id}': remove,
});

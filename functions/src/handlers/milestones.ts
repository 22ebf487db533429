import {
  completeMilestone,
  createMilestone,
  deleteMilestone,
  getProject,
  listMilestonePage,
  updateMilestone,
} from '@reno/data';
import { getActor } from '../lib/http/actor';
import { foundIdQuery } from '../lib/http/found';
import { authorOf } from '../lib/http/edits';
import { createApiHandler } from '../lib/http/create-api-handler';
import { deleteRoute, recordWrites } from '../lib/http/record-routes';
import { idParam } from '../lib/http/path-params';
import { listPageQuery } from '../lib/http/list-page-query';
import { ok, okPage } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { data } from '../lib/data-context';
import { presentMilestone } from '../lib/presenters/milestone';

/** GET /api/milestones?projectId=: a page of the project's milestones by id, in timeline order within it. */
async function list(event: ApiEvent) {
  const { householdId } = getActor(event);
  const projectId = await foundIdQuery(event, householdId, 'projectId', 'Project', getProject);
  const page = await listMilestonePage(data, householdId, projectId, await listPageQuery(event));
  return okPage(page.records.map(presentMilestone), page.nextCursor);
}

/** Completion fields are never read from the body: only PATCH …/complete sets them. */
const { create, update } = recordWrites({
  label: 'Milestone',
  schema: 'milestoneInputSchema',
  input: (body) => body,
  present: presentMilestone,
  create: createMilestone,
  update: updateMilestone,
});

async function complete(event: ApiEvent) {
  const actor = getActor(event);
  const id = idParam(event, 'Milestone');
  return ok(
    presentMilestone(
      await completeMilestone(data, actor.householdId, id, undefined, { by: authorOf(actor) }),
    ),
  );
}

const remove = deleteRoute('Milestone', deleteMilestone);

export const handler = createApiHandler({
  'GET /api/milestones': list,
  'POST /api/milestones': create,
  'PUT /api/milestones/{id}': update,
  'PATCH /api/milestones/{id}/complete': complete,
  'DELETE /api/milestones/{id}': remove,
});

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
import { pageRoute } from '../lib/http/page-route';
import { ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { data } from '../lib/data-context';
import { presentMilestone } from '../lib/presenters/milestone';

/** GET /api/milestones?projectId=: a page of the project's milestones by id, in timeline order within it. */
const list = pageRoute(
  (event, householdId) => foundIdQuery(event, householdId, 'projectId', 'Project', getProject),
  listMilestonePage,
  presentMilestone,
);

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

import {
  completeMilestone,
  createMilestone,
  deleteMilestone,
  getProject,
  listMilestonePage,
  updateMilestone,
} from '@reno/data';
import { foundIdQuery } from '../lib/http/found';
import { createApiHandler } from '../lib/http/create-api-handler';
import { deleteRoute, recordAction, recordWrites } from '../lib/http/record-routes';
import { pageRoute } from '../lib/http/page-route';
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
  present: presentMilestone,
  create: createMilestone,
  update: updateMilestone,
});

/** PATCH /api/milestones/{id}/complete: completed today, by the caller. */
const complete = recordAction('Milestone', presentMilestone, (householdId, id, by) =>
  completeMilestone(data, householdId, id, undefined, { by }),
);

const remove = deleteRoute('Milestone', deleteMilestone);

export const handler = createApiHandler({
  'GET /api/milestones': list,
  'POST /api/milestones': create,
  'PUT /api/milestones/{id}': update,
  'PATCH /api/milestones/{id}/complete': complete,
  'DELETE /api/milestones/{id}': remove,
});

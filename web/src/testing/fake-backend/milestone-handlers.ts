import {
  compareMilestones,
  milestoneInputSchema,
  todayLocalDateString,
  type Milestone,
  type MilestonePayload,
  type RecordEdits,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import { fixtureMade, type FakeBackend } from './fake-db';
import { idOf, json, notFound, route, validationFailed } from './fake-route';
import { createRoute, deleteRoute } from './fake-record-routes';
import { byId, fakeListPage } from './fake-list-pages';
import { answerEdit, editedBy, type EditSpec } from './fake-edits';

export function makeMilestone(
  overrides: Partial<Milestone> & Pick<Milestone, 'id' | 'projectId' | 'title'>,
): Milestone {
  return {
    description: null,
    category: 'Planning',
    targetDate: null,
    completedDate: null,
    isCompleted: false,
    ...fixtureMade(),
    ...overrides,
  };
}

/**
 * The milestone routes: a project's list in timeline order (open first, then by date), writes validated by
 * the domain schema, and PATCH …/complete stamping today's date (completion is never read from a body).
 */
const milestoneEdit: EditSpec<MilestonePayload, Milestone> = {
  schema: milestoneInputSchema,
  label: 'Milestone',
  fieldsOf: (input) => input,
};

export function milestoneHandlers({ db, me, created }: FakeBackend): HttpHandler[] {
  const find = (idText: string | undefined) =>
    db.milestones.find((milestone) => milestone.id === idOf(idText));

  return [
    route('GET', '/api/milestones', ({ search }) => {
      const projectId = idOf(search.get('projectId') ?? undefined);
      if (projectId === null) {
        return validationFailed([{ path: ['projectId'], message: 'Project is required' }]);
      }
      if (!db.projects.some((project) => project.id === projectId)) return notFound('Project');
      const listed = db.milestones.filter((milestone) => milestone.projectId === projectId);
      return fakeListPage(listed, search, { positionOf: byId, orderPage: compareMilestones });
    }),
    createRoute(db, '/api/milestones', 'milestones', milestoneInputSchema, (input) =>
      makeMilestone({ ...input, ...created() }),
    ),
    route('PUT', '/api/milestones/{id}', (request) =>
      answerEdit(request, find(request.params.id), me(), milestoneEdit),
    ),
    route('PATCH', '/api/milestones/{id}/complete', ({ params }) => {
      const milestone = find(params.id);
      if (!milestone) return notFound('Milestone');
      // A change like any other, but made on no version of its own: nothing to check.
      const edits = editedBy(milestone, me(), new Headers(), 'milestone') as RecordEdits;
      Object.assign(milestone, { isCompleted: true, completedDate: todayLocalDateString() }, edits);
      return json(200, milestone);
    }),
    deleteRoute(db, '/api/milestones/{id}', 'milestones', 'Milestone'),
  ];
}

import {
  compareMilestones,
  milestoneInputSchema,
  todayLocalDateString,
  type Milestone,
  type MilestonePayload,
  type RecordEdits,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import { testUser, type FakeBackend } from './fake-db';
import { deleted, idOf, invalidInput, json, notFound, route, validationFailed } from './fake-route';
import { byId, fakeListPage } from './fake-list-pages';
import { answerEdit, editedBy, fixtureEdits, type EditSpec } from './fake-edits';

export function makeMilestone(
  overrides: Partial<Milestone> & Pick<Milestone, 'id' | 'projectId' | 'title'>,
): Milestone {
  return {
    userId: testUser.id,
    description: null,
    category: 'Planning',
    targetDate: null,
    completedDate: null,
    isCompleted: false,
    createdAt: '2025-03-01T12:00:00.000Z',
    ...fixtureEdits(testUser, '2025-03-01T12:00:00.000Z'),
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
    route('POST', '/api/milestones', ({ body }) => {
      const parsed = milestoneInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const milestone = makeMilestone({
        ...parsed.data,
        ...created(),
      });
      db.milestones.push(milestone);
      return json(201, milestone);
    }),
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
    route('DELETE', '/api/milestones/{id}', ({ params }) => {
      const milestone = find(params.id);
      if (!milestone) return notFound('Milestone');
      db.milestones = db.milestones.filter((candidate) => candidate !== milestone);
      return deleted('Milestone');
    }),
  ];
}

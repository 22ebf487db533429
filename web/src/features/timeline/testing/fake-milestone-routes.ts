import { issuesFromZod, milestoneInputSchema, todayLocalDateString, type Milestone } from '@reno/domain';
import { json, testUser, type FakeApi } from '../../../testing/fake-api';
import { extendFakeApi, idOf, resourcePath } from '../../contractors/testing/extend-fake-api';

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
    ...overrides,
  };
}

/** When each milestone request reached the fake server (performance.now()), for the refetch timing. */
export interface TimedRequest {
  key: string;
  at: number;
}

/**
 * Milestone routes (functions/README.md) over their own store: the list of a project (in stored order),
 * writes validated by the domain schema, PATCH …/complete stamping today's date.
 */
export function withMilestoneRoutes(base: FakeApi, initial: Milestone[] = []) {
  const milestones = structuredClone(initial);
  const timeline: TimedRequest[] = [];
  let nextId = 9000;
  const invalid = (issues: Parameters<typeof issuesFromZod>[0]) =>
    json(400, { error: 'Validation failed', details: issuesFromZod(issues) });

  const api = extendFakeApi(base, (request) => {
    const [resource, idText, action] = resourcePath(request);
    if (resource !== 'milestones') return undefined;
    const id = idOf(idText);
    const log = () => timeline.push({ key: `${request.method} ${request.path}`, at: performance.now() });

    if (request.method === 'GET' && !idText) {
      return () => {
        log();
        const projectId = idOf(request.search.get('projectId') ?? undefined);
        // Stored order, not the API's: the screen must order the timeline itself (SPEC §4).
        return json(
          200,
          milestones.filter((milestone) => milestone.projectId === projectId),
        );
      };
    }
    if (request.method === 'POST' && !idText) {
      return () => {
        log();
        const parsed = milestoneInputSchema.safeParse(request.body);
        if (!parsed.success) return invalid(parsed.error.issues);
        const milestone = makeMilestone({
          ...parsed.data,
          id: nextId++,
          createdAt: new Date().toISOString(),
        });
        milestones.push(milestone);
        return json(201, milestone);
      };
    }
    if (id === null) return undefined;
    return () => {
      log();
      const milestone = milestones.find((candidate) => candidate.id === id);
      if (!milestone) return json(404, { error: 'Milestone not found' });
      if (request.method === 'PATCH' && action === 'complete') {
        Object.assign(milestone, { isCompleted: true, completedDate: todayLocalDateString() });
        return json(200, milestone);
      }
      if (request.method === 'PUT') {
        const parsed = milestoneInputSchema.safeParse(request.body);
        if (!parsed.success) return invalid(parsed.error.issues);
        Object.assign(milestone, parsed.data);
        return json(200, milestone);
      }
      if (request.method === 'DELETE') {
        milestones.splice(milestones.indexOf(milestone), 1);
        return json(200, { message: 'Milestone deleted successfully' });
      }
      return json(404, { error: 'Not found' });
    };
  });
  return { api, milestones, timeline };
}

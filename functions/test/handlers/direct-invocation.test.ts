import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import type { ResourceName } from '../../src/routes';
import { apiEvent, lambdaContext } from '../support/api-event';
import { loadHandler } from '../support/load-handler';

/** The resources whose routes test/api covers over HTTP (chat and billing have their own suites here). */
const mine: ResourceName[] = [
  'user',
  'projects',
  'expenses',
  'contractors',
  'estimates',
  'milestones',
  'uploads',
  'subscription',
  'admin',
  'exports',
  'households',
];

const concrete = (path: string) => path.replace('{id}', '1');
const bodyOf = (result: { body?: string }) => JSON.parse(result.body ?? '') as unknown;

describe('handlers invoked directly with API Gateway v2 events', () => {
  it.each(
    routes
      .filter((route) => mine.includes(route.resource))
      .map((route) => [`${route.method} ${route.path}`, route] as const),
  )(
    '%s refuses an event without authorizer claims with 401 (defence behind the authorizer)',
    async (_, route) => {
      const handler = await loadHandler(route.resource);

      const result = await handler(
        apiEvent({ method: route.method, url: concrete(route.path), body: {} }),
        lambdaContext(),
      );

      expect(result.statusCode).toBe(401);
      expect(bodyOf(result)).toEqual({ error: 'Unauthorized' });
    },
  );

  it.each(mine)('the %s module serves exactly its routes of the table', async (resource) => {
    const handler = await loadHandler(resource);
    const expected = routes
      .filter((route) => route.resource === resource)
      .map((route) => `${route.method} ${route.path}`);

    expect([...(handler.routeKeys ?? [])].sort()).toEqual(expected.sort());
  });

  it('answers a route key its module does not serve with 404', async () => {
    const handler = await loadHandler('projects');
    const event = {
      ...apiEvent({ method: 'GET', url: '/api/projects', claims: { sub: 'x' } }),
      routeKey: 'GET /api/nowhere',
    };

    const result = await handler(event, lambdaContext());

    expect(result.statusCode).toBe(404);
    expect(bodyOf(result)).toEqual({ error: 'Route not found' });
  });
});

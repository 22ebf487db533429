import { routes } from '@reno/functions/host';
import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from '@reno/api-gateway';

describe('createRouteMatcher', () => {
  const match = createRouteMatcher(routes);

  it('prefers a literal segment over a path parameter, as API Gateway does', () => {
    expect(match('GET', '/api/expenses/can_create')?.routeKey).toBe('GET /api/expenses/can_create');
    expect(match('GET', '/api/expenses/12')).toMatchObject({
      routeKey: 'GET /api/expenses/{id}',
      pathParameters: { id: '12' },
    });
    expect(match('GET', '/api/contractors/count')?.routeKey).toBe('GET /api/contractors/count');
  });

  it('decodes path parameters and leaves pathParameters out when there are none', () => {
    expect(match('GET', '/api/projects/a%20b')?.pathParameters).toEqual({ id: 'a b' });
    expect(match('GET', '/api/projects')).toMatchObject({
      routeKey: 'GET /api/projects',
      pathParameters: undefined,
    });
  });

  it('matches nothing for another method, an extra or missing segment, a trailing slash or an empty parameter', () => {
    expect(match('PATCH', '/api/projects/1')).toBeNull();
    expect(match('GET', '/api/projects/1/summary/x')).toBeNull();
    expect(match('GET', '/api/projects/')).toBeNull();
    expect(match('PATCH', '/api/milestones//complete')).toBeNull();
  });

  it('maps every route of the table back to itself', () => {
    for (const route of routes) {
      const path = route.path.replace(/\{\w+\}/g, '7');
      expect(match(route.method, path)?.route, `${route.method} ${route.path}`).toBe(route);
    }
  });
});

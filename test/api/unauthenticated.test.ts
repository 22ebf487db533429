import { describe, expect, it } from 'vitest';
import { request, routes } from './support/api-client';

/** Every route behind the JWT authorizer, called without a token or with a forged one. */
const jwtRoutes = routes
  .filter((route) => route.auth === 'jwt')
  .map((route) => [`${route.method} ${route.path}`, route] as const);
const concrete = (path: string) => path.replace('{id}', '1');
const bodyFor = (method: string) => (method === 'POST' || method === 'PUT' ? {} : undefined);

// A well-formed token signed by nobody the authorizer trusts.
const forged = [
  Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'nope' })).toString('base64url'),
  Buffer.from(JSON.stringify({ sub: 'someone', token_use: 'id', exp: 4102444800 })).toString('base64url'),
  'c2lnbmF0dXJl',
].join('.');

describe('without a valid token', () => {
  it.each(jwtRoutes)('%s answers 401', async (_, route) => {
    const response = await request(route.method, concrete(route.path), { body: bodyFor(route.method) });

    expect(response.status).toBe(401);
  });

  it.each(jwtRoutes)('%s answers 401 to a forged token', async (_, route) => {
    const response = await request(route.method, concrete(route.path), {
      body: bodyFor(route.method),
      headers: { authorization: `Bearer ${forged}` },
    });

    expect(response.status).toBe(401);
  });

  it('answers an unknown /api path with 404', async () => {
    expect((await request('GET', '/api/nothing-here')).status).toBe(404);
  });
});

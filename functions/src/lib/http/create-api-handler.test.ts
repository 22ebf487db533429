import { describe, expect, it, vi } from 'vitest';
import { apiEvent, lambdaContext } from '../../../test/support/api-event';
import { logger } from '../logger';
import { createApiHandler } from './create-api-handler';
import { NotFoundError } from './errors';
import { ok } from './response';

describe('createApiHandler', () => {
  const handler = createApiHandler({
    'GET /api/projects': async () => ok({ listed: true }),
    'GET /api/projects/{id}': async (event) => {
      throw new NotFoundError(`Project ${event.pathParameters?.id} not found`);
    },
    'DELETE /api/projects/{id}': async () => {
      throw new Error('ConditionalCheckFailedException on USER#abc PROJECT#7');
    },
  });
  const claims = { sub: 'user-a', token_use: 'id', email: 'a@example.test' };

  it('dispatches on the routeKey', async () => {
    const result = await handler(apiEvent({ method: 'GET', url: '/api/projects', claims }), lambdaContext());

    expect(result).toMatchObject({ statusCode: 200, body: '{"listed":true}' });
  });

  it('turns a typed error into its error response', async () => {
    const result = await handler(
      apiEvent({ method: 'GET', url: '/api/projects/9', claims }),
      lambdaContext(),
    );

    expect(result).toMatchObject({ statusCode: 404, body: '{"error":"Project 9 not found"}' });
  });

  it('answers an unexpected failure with a 500 that names nothing internal', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);

    const result = await handler(
      apiEvent({ method: 'DELETE', url: '/api/projects/7', claims }),
      lambdaContext(),
    );

    expect(result).toMatchObject({ statusCode: 500, body: '{"error":"Internal server error"}' });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('answers a routeKey it does not serve with 404', async () => {
    const result = await handler(
      apiEvent({ method: 'GET', url: '/api/contractors', claims }),
      lambdaContext(),
    );

    expect(result).toMatchObject({ statusCode: 404, body: '{"error":"Route not found"}' });
  });

  it.each([
    ['without the origin header (straight to execute-api)', { 'x-origin-verify': '' }],
    ['with a wrong origin header', { 'x-origin-verify': 'guessed' }],
  ])('refuses a request %s with 403, before any route runs', async (_case, headers) => {
    const result = await handler(
      apiEvent({ method: 'GET', url: '/api/projects', claims, headers }),
      lambdaContext(),
    );

    expect(result).toMatchObject({ statusCode: 403, body: '{"error":"Forbidden"}' });
  });

  it('refuses every request when no origin secret is configured (fails closed)', async () => {
    const configured = process.env.ORIGIN_VERIFY;
    delete process.env.ORIGIN_VERIFY;
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      const result = await handler(
        apiEvent({ method: 'GET', url: '/api/projects', claims }),
        lambdaContext(),
      );
      expect(result).toMatchObject({ statusCode: 403 });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('ORIGIN_VERIFY'));
    } finally {
      process.env.ORIGIN_VERIFY = configured;
      logged.mockRestore();
    }
  });

  it('lists the route keys it serves', () => {
    expect(handler.routeKeys).toEqual([
      'GET /api/projects',
      'GET /api/projects/{id}',
      'DELETE /api/projects/{id}',
    ]);
  });
});

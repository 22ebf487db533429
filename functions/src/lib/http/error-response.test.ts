import { describe, expect, it, vi } from 'vitest';
import { logger } from '../logger';
import { errorToResponse } from './error-response';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  PlanLimitError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from './errors';

const bodyOf = (result: ReturnType<typeof errorToResponse>) => JSON.parse(String(result.body)) as unknown;

describe('errorToResponse', () => {
  it('answers a validation error with 400 and per-field details', () => {
    const result = errorToResponse(new ValidationError([{ path: ['name'], message: 'Name is required' }]));

    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({
      error: 'Validation failed',
      details: [{ path: ['name'], message: 'Name is required' }],
    });
  });

  it('marks a plan limit as 403 upgradeRequired with the wording the web client recognises', () => {
    const result = errorToResponse(new PlanLimitError('expenses', 5));

    expect(result.statusCode).toBe(403);
    expect(bodyOf(result)).toEqual({
      error: "You've reached the limit of 5 expenses on the free plan. Please upgrade to add more expenses.",
      upgradeRequired: true,
    });
  });

  it.each([
    [new BadRequestError('Invalid JSON body'), 400, 'Invalid JSON body'],
    [new UnauthorizedError(), 401, 'Unauthorized'],
    [new ForbiddenError(), 403, 'Forbidden'],
    [new NotFoundError('Project not found'), 404, 'Project not found'],
    [new ConflictError('Slug taken'), 409, 'Slug taken'],
    [new PayloadTooLargeError(), 413, 'Request body too large'],
  ])('keeps the status and message of %s', (error, status, message) => {
    const result = errorToResponse(error);

    expect(result.statusCode).toBe(status);
    expect(bodyOf(result)).toEqual({ error: message });
    expect(result.headers?.['content-type']).toMatch(/^application\/json/);
  });

  it('sends Retry-After with a 429', () => {
    const result = errorToResponse(new TooManyRequestsError('Too many attempts', 60));

    expect(result.statusCode).toBe(429);
    expect(result.headers?.['retry-after']).toBe('60');
  });

  it('hides an unknown error behind a bare 500 and logs it', () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const internal = new TypeError("Cannot read properties of undefined (reading 'PK') at table.ts:12");

    const result = errorToResponse(internal);

    expect(result.statusCode).toBe(500);
    expect(result.body).toBe(JSON.stringify({ error: 'Internal server error' }));
    expect(logged).toHaveBeenCalledWith('Unhandled error', { error: internal });
    logged.mockRestore();
  });

  it('answers a thrown non-Error value with a 500 too', () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);

    expect(errorToResponse('boom').statusCode).toBe(500);
    expect(logged).toHaveBeenCalledWith('Unhandled error', { error: 'boom' });
    logged.mockRestore();
  });
});

import type { HttpHandler } from 'msw';
import type { FakeBackend } from './fake-db';
import { json, route } from './fake-route';

/** GET /api/user: the signed-in user's profile. */
export function userHandlers({ me }: FakeBackend): HttpHandler[] {
  return [route('GET', '/api/user', () => json(200, me()))];
}

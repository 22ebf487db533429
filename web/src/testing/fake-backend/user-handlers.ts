import type { HttpHandler } from 'msw';
import type { FakeBackend } from '../../../testing/fake-backend/fake-db';
import { json, route } from '../../../testing/fake-backend/fake-route';

/** GET /api/user: the signed-in user's profile. */
export function userHandlers({ me }: FakeBackend): HttpHandler[] {
  return [route('GET', '/api/user', () => json(200, me()))];
}

import { getSessionsValidAfter } from '@reno/data';
import { data } from '../data-context';
import { SessionCheck } from '../sessions/session-check';
import { tokenSession } from './claims';
import type { ApiEvent } from './router';

const sessions = new SessionCheck((sub) => getSessionsValidAfter(data, sub));

/**
 * Before every route (`createApiHandler`): a token issued before its user's sessions ended (the address
 * was proven since) is refused, 401, as API Gateway's authorizer cannot know. A request without a token
 * passes: its route either needs none or refuses it in `getCaller`.
 */
export async function requireCurrentSession(event: ApiEvent): Promise<void> {
  const session = tokenSession(event);
  if (session) await sessions.current(session);
}

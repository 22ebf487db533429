import { setTimeout as sleep } from 'node:timers/promises';
import { endSessionsBefore } from '@reno/data';
import { data } from '../data-context';

/**
 * Records that every session of the user so far has ended, after Cognito's global sign-out took their
 * refresh tokens: ID tokens issued before are refused from now on (session-check.ts).
 *
 * A token's `iat` has whole seconds, so the moment recorded is the next whole second, and the answer waits
 * for it (under a second, on a rare request): every token issued before the sign-out has an earlier `iat`
 * and is refused, even one of this very second, while the sign-in that follows the answer gets this
 * second or a later one and is accepted.
 */
export async function endEarlierSessions(userId: string, now = Date.now()): Promise<void> {
  const endedAt = (Math.floor(now / 1000) + 1) * 1000;
  await endSessionsBefore(data, userId, new Date(endedAt));
  const wait = endedAt - Date.now();
  if (wait > 0) await sleep(wait);
}

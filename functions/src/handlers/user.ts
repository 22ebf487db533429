import { getOrCreateUser, issuedBeforeSessionsEnded } from '@reno/data';
import { getCaller } from '../lib/http/claims';
import { createApiHandler } from '../lib/http/create-api-handler';
import { UnauthorizedError } from '../lib/http/errors';
import { ok } from '../lib/http/response';
import { data } from '../lib/data-context';
import { presentUser } from '../lib/presenters/user';
import type { ApiEvent } from '../lib/http/router';

/**
 * GET /api/user: the caller's profile, created from the token's claims on the first call. The profile in
 * hand says when the caller's sessions last ended, so this route checks that afresh, whatever the
 * instance's session check last read.
 */
async function getCurrentUser(event: ApiEvent) {
  const caller = getCaller(event);
  const profile = await getOrCreateUser(data, {
    sub: caller.sub,
    email: caller.email,
    firstName: caller.givenName ?? null,
    lastName: caller.familyName ?? null,
  });
  if (issuedBeforeSessionsEnded(caller.issuedAt, profile.sessionsValidAfter)) throw new UnauthorizedError();
  return ok(presentUser(profile));
}

export const handler = createApiHandler({
  'GET /api/user': getCurrentUser,
});

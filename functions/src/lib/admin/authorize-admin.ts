import { ADMIN_PASSWORD_HEADER } from '@reno/domain';
import { data } from '../data-context';
import { logger } from '../logger';
import { getCaller } from '../http/claims';
import { HttpError, TooManyRequestsError, UnauthorizedError } from '../http/errors';
import { clientAddress } from '../http/client-address';
import { headerValue } from '../http/json-body';
import type { ApiEvent } from '../http/router';
import { loadAdminPassword } from './admin-password';
import { constantTimeEqual } from '../http/constant-time-equal';
import { clearFailures, lockRemainingMs, recordFailure } from './failed-attempts';
import { ADMIN_LOCK_OUT_LOG } from './lock-out-signal';

/** Every wrong password also costs the caller this long. */
const FAILURE_DELAY_MS = Number(process.env.ADMIN_FAILURE_DELAY_MS ?? 300);

/**
 * Admin routes: the shared password header (docs/product.md#api-admin), compared in constant time,
 * with a lock-out.
 */
export async function authorizeAdmin(event: ApiEvent): Promise<void> {
  // The routes also sit behind the JWT authorizer (the admin screen is for signed-in users).
  getCaller(event);
  const address = clientAddress(event);
  const now = Date.now();
  const waitMs = await lockRemainingMs(data, address, now);
  if (waitMs > 0) {
    throw new TooManyRequestsError('Too many failed attempts. Try again later.', Math.ceil(waitMs / 1000));
  }

  const supplied = headerValue(event.headers, ADMIN_PASSWORD_HEADER);
  if (!supplied) throw new UnauthorizedError('Admin password required');
  const expected = await loadAdminPassword();
  if (!expected) throw new HttpError(503, 'Admin access is not configured');

  if (!constantTimeEqual(supplied, expected)) {
    // One log line per lock-out: a metric filter counts them and an alarm fires on any.
    if (await recordFailure(data, address, now)) logger.warn(ADMIN_LOCK_OUT_LOG, { address });
    await new Promise((resolve) => setTimeout(resolve, FAILURE_DELAY_MS));
    throw new UnauthorizedError('Invalid admin password');
  }
  await clearFailures(data, address);
}

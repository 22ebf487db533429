import { constantTimeEqual } from './constant-time-equal';
import { secretValue } from '../aws/secret-value';
import { logger } from '../logger';
import { ForbiddenError } from './errors';
import { headerValue } from './json-body';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_VARIABLE } from './origin-header';
import type { ApiEvent } from './router';

/**
 * Refuses (403) a request that did not come through CloudFront: its secret origin header is missing or
 * wrong. Fails closed: without a configured secret every request is refused and the log says why.
 */
export async function verifyOrigin(event: ApiEvent): Promise<void> {
  const expected = await secretValue(ORIGIN_VERIFY_VARIABLE);
  if (!expected) {
    logger.error(`${ORIGIN_VERIFY_VARIABLE} (or ${ORIGIN_VERIFY_VARIABLE}_SECRET_ARN) is not set`);
    throw new ForbiddenError();
  }
  const supplied = headerValue(event.headers, ORIGIN_VERIFY_HEADER);
  if (!supplied || !constantTimeEqual(supplied, expected)) throw new ForbiddenError();
}

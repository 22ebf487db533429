import type { ApiResult } from './response';
import { json } from './response';
import { HttpError } from './errors';
import { translateDataError } from './data-errors';
import { serviceUnavailable } from './service-errors';
import { logger } from '../logger';

/**
 * The one place where an error becomes an error body (`{error, details?}`, docs/product.md#api-errors).
 * Known errors keep their status and message; a busy, unavailable or silent AWS service is a 503 with
 * Retry-After; anything else is logged in full and answered with a bare 500, so no stack or internal
 * name leaks.
 */
export function errorToResponse(error: unknown, method?: string): ApiResult {
  const known =
    error instanceof HttpError ? error : (translateDataError(error) ?? serviceUnavailable(error, method));
  if (known) {
    if (known.statusCode >= 500) logger.error('Request failed', { error: known, cause: error });
    return json(
      known.statusCode,
      {
        error: known.message,
        ...(known.details ? { details: known.details } : {}),
        ...(known.upgradeRequired ? { upgradeRequired: true } : {}),
        ...(known.mayHaveSaved ? { mayHaveSaved: true } : {}),
      },
      known.headers,
    );
  }
  logger.error('Unhandled error', error instanceof Error ? { error } : { error: String(error) });
  return json(500, { error: 'Internal server error' });
}

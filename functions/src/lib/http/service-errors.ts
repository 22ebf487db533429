import { HttpError } from './errors';

/** Errors of AWS (after the SDK's own retries) that mean "busy or away for now", not a defect. */
const BUSY = new Set([
  'ThrottlingException',
  'Throttling',
  'TooManyRequestsException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'LimitExceededException',
  'SlowDown',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'InternalError',
]);
/** No answer in time, or no connection at all: the request may or may not have been carried out. */
const UNANSWERED = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

export const RETRY_AFTER_SECONDS = 2;
export const BUSY_MESSAGE = 'The service is busy; please try again in a moment';
export const MAY_HAVE_SAVED_MESSAGE =
  'The service did not answer in time, so your change may or may not have been saved. Please check before you try again.';

interface ServiceErrorShape {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
  CancellationReasons?: ({ Code?: string } | undefined)[];
}

/**
 * A 503 with Retry-After for throttling, unavailability and time-outs, so that 500 stays for defects.
 * A write (any method but GET/HEAD) that got no answer may have happened: its body says so, with
 * `mayHaveSaved`, and the client should look before it repeats it. Undefined for anything else.
 */
export function serviceUnavailable(error: unknown, method: string | undefined): HttpError | undefined {
  const shape = (error ?? {}) as ServiceErrorShape;
  const name = shape.name ?? '';
  const cancelledBusy =
    name === 'TransactionCanceledException' &&
    (shape.CancellationReasons ?? []).some((reason) => reason?.Code === 'ThrottlingError');
  const unanswered = UNANSWERED.has(name) || NETWORK.has(shape.code ?? '');
  const busy = BUSY.has(name) || cancelledBusy || (shape.$metadata?.httpStatusCode ?? 0) === 503;
  if (!busy && !unanswered) return undefined;

  const write = method !== undefined && method !== 'GET' && method !== 'HEAD';
  const headers = { 'retry-after': String(RETRY_AFTER_SECONDS) };
  if (unanswered && write) {
    return new HttpError(503, MAY_HAVE_SAVED_MESSAGE, { headers, mayHaveSaved: true });
  }
  return new HttpError(503, BUSY_MESSAGE, { headers });
}

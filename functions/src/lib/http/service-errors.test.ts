import { describe, expect, it } from 'vitest';
import { BUSY_MESSAGE, MAY_HAVE_SAVED_MESSAGE, serviceUnavailable } from './service-errors';

const named = (name: string, extra: object = {}) => Object.assign(new Error(name), { name, ...extra });

describe('serviceUnavailable: busy, away or silent services are a 503, not a 500', () => {
  it.each([
    ['ThrottlingException', named('ThrottlingException')],
    ['ProvisionedThroughputExceededException', named('ProvisionedThroughputExceededException')],
    ['RequestLimitExceeded', named('RequestLimitExceeded')],
    ['S3 SlowDown', named('SlowDown')],
    ['ServiceUnavailable', named('ServiceUnavailable')],
    ['an HTTP 503 of any name', named('UnknownError', { $metadata: { httpStatusCode: 503 } })],
    [
      'a transaction cancelled by throttling',
      named('TransactionCanceledException', {
        CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError' }],
      }),
    ],
    ['a time-out on a read', named('TimeoutError')],
    [
      'a refused connection on a read',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
  ])('%s → 503 busy with Retry-After', (_case, error) => {
    const answer = serviceUnavailable(error, 'GET');
    expect(answer).toMatchObject({ statusCode: 503, message: BUSY_MESSAGE, mayHaveSaved: false });
    expect(answer?.headers['retry-after']).toBe('2');
  });

  it.each(['POST', 'PUT', 'DELETE'])(
    'a %s that got no answer in time says it may have been saved',
    (method) => {
      expect(serviceUnavailable(named('TimeoutError'), method)).toMatchObject({
        statusCode: 503,
        message: MAY_HAVE_SAVED_MESSAGE,
        mayHaveSaved: true,
      });
      // Throttled before it ran: nothing was written, so plain "busy".
      expect(serviceUnavailable(named('ThrottlingException'), method)).toMatchObject({ mayHaveSaved: false });
    },
  );

  it.each([
    ['a plain bug', new TypeError('x is undefined')],
    [
      'a failed condition',
      named('TransactionCanceledException', { CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] }),
    ],
    ['a validation error of AWS', named('ValidationException')],
    ['nothing at all', undefined],
  ])('leaves %s alone (it stays a 500)', (_case, error) => {
    expect(serviceUnavailable(error, 'GET')).toBeUndefined();
  });
});

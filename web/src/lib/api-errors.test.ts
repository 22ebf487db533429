import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { describeError, ERROR_WORDS, isUpgradeRequired, validationIssues } from './api-errors';
import { OfflineError } from './connection/offline-error';

const refused = (body: object) => ApiError.fromResponse(403, 'Forbidden', JSON.stringify(body));

describe('isUpgradeRequired', () => {
  it("follows the server's flag whatever the wording", () => {
    expect(isUpgradeRequired(refused({ error: 'Not allowed', upgradeRequired: true }))).toBe(true);
    expect(isUpgradeRequired(refused({ error: 'Not allowed' }))).toBe(false);
  });

  it('falls back to the words in the message', () => {
    expect(isUpgradeRequired(new Error("You've reached the limit of 3 contractors"))).toBe(true);
    expect(isUpgradeRequired(new Error('Validation failed'))).toBe(false);
    expect(isUpgradeRequired('reached the limit')).toBe(false);
  });
});

describe('validationIssues', () => {
  it('keys the parsed issues by field', () => {
    const error = ApiError.fromResponse(
      400,
      'Bad Request',
      JSON.stringify({ error: 'Validation failed', details: [{ path: ['amount'], message: 'Too big' }] }),
    );
    expect(validationIssues(error)).toEqual({
      summary: 'Validation failed',
      fieldErrors: { amount: 'Too big' },
    });
  });

  it("reads a plain error's 'text|[issues]' message, and is null without issues", () => {
    expect(validationIssues(new Error('x|[{"path":["name"],"message":"m"}]'))).toEqual({
      summary: 'x',
      fieldErrors: { name: 'm' },
    });
    expect(validationIssues(refused({ error: 'Not yours' }))).toBeNull();
    expect(validationIssues(undefined)).toBeNull();
  });
});

describe('describeError', () => {
  const response = (status: number, body: string, statusText = '') =>
    ApiError.fromResponse(status, statusText, body);
  const validation = JSON.stringify({
    error: 'Validation failed',
    details: [
      { path: ['amount'], message: 'Amount must be greater than 0' },
      { path: ['description'], message: 'Description is required' },
    ],
  });

  it.each([
    ['no connection (Chromium)', new TypeError('Failed to fetch'), ERROR_WORDS.network, true],
    [
      'no connection (Firefox)',
      new TypeError('NetworkError when attempting to fetch resource.'),
      ERROR_WORDS.network,
      true,
    ],
    ['a timed-out request', new DOMException('signal timed out', 'TimeoutError'), ERROR_WORDS.network, true],
    ['a request not sent, the app knowing it is offline', new OfflineError(), ERROR_WORDS.offline, true],
    ['500 with a JSON body', response(500, '{"message":"Internal server error"}'), ERROR_WORDS.server, true],
    [
      '500 with an error body',
      response(500, '{"error":"TypeError: x is undefined"}'),
      ERROR_WORDS.server,
      true,
    ],
    ['500 with an HTML page', response(500, '<html><body>Oops</body></html>'), ERROR_WORDS.server, true],
    ['500 with no body', response(500, '', 'Internal Server Error'), ERROR_WORDS.server, true],
    ['502', response(502, '<html>Bad Gateway</html>'), ERROR_WORDS.unavailable, true],
    ['503', response(503, '{"message":"Service Unavailable"}'), ERROR_WORDS.unavailable, true],
    ['504', response(504, '', 'Gateway Timeout'), ERROR_WORDS.unavailable, true],
    ['429 without words', response(429, '', 'Too Many Requests'), ERROR_WORDS.busy, true],
    [
      '429 with words',
      response(429, '{"error":"Too many attempts, wait 5 minutes"}'),
      'Too many attempts, wait 5 minutes',
      true,
    ],
    ['403 with words', response(403, '{"error":"Not allowed"}'), 'Not allowed', false],
    ['403 without words', response(403, '{"message":"Forbidden"}'), ERROR_WORDS.forbidden, false],
    ['404 with words', response(404, '{"error":"Expense not found"}'), 'Expense not found', false],
    ['404 without words', response(404, '<html>Not Found</html>'), ERROR_WORDS.notFound, false],
    ['401', response(401, '{"error":"Unauthorized"}'), ERROR_WORDS.signedOut, false],
    ['400 without words', response(400, 'oops'), ERROR_WORDS.refused, false],
    [
      'a validation body',
      response(400, validation),
      'Amount must be greater than 0. Description is required.',
      false,
    ],
    [
      "a validation message ('text|[issues]')",
      new Error('Validation failed|[{"path":["title"],"message":"Title is required"}]'),
      'Title is required',
      false,
    ],
    [
      'validation without field issues',
      response(400, '{"error":"Validation failed","details":[]}'),
      'Validation failed',
      false,
    ],
    [
      'a sentence of our own',
      new Error('Please confirm your email address.'),
      'Please confirm your email address.',
      false,
    ],
    ['a raw message', new Error('500: {"message":"boom"}'), ERROR_WORDS.unknown, false],
    [
      'a program failure',
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      ERROR_WORDS.unknown,
      false,
    ],
    ['bad JSON', new SyntaxError('Unexpected token < in JSON at position 0'), ERROR_WORDS.unknown, false],
    ['not an error at all', 'boom', ERROR_WORDS.unknown, false],
  ])('%s', (_case, error, message, retry) => {
    expect(describeError(error)).toEqual({ message, retry });
  });

  it("says the caller's fallback when the failure has no words", () => {
    expect(describeError(new Error(''), 'Upload failed')).toEqual({ message: 'Upload failed', retry: false });
    expect(describeError(new Error('Upload failed'), 'x').message).toBe('Upload failed');
  });

  it('says the action needs a connection when the browser knows it is offline, not that the server is away', () => {
    onlineManager.setOnline(false);
    try {
      expect(describeError(new TypeError('Failed to fetch'))).toEqual({
        message: "You're offline: this needs a connection.",
        retry: true,
      });
    } finally {
      onlineManager.setOnline(true);
    }
    expect(describeError(new TypeError('Failed to fetch')).message).toBe(ERROR_WORDS.network);
  });
});

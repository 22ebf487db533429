import { describe, expect, it } from 'vitest';
import { BadRequestError, PayloadTooLargeError } from './errors';
import { MAX_BODY_BYTES, readJsonBody } from './json-body';

const jsonHeaders = { 'content-type': 'application/json' };

describe('readJsonBody', () => {
  it('parses a JSON body', () => {
    expect(readJsonBody({ body: '{"a":1}', isBase64Encoded: false, headers: jsonHeaders })).toEqual({ a: 1 });
  });

  it('decodes a base64-encoded body and accepts a charset or a +json type', () => {
    const body = Buffer.from('{"name":"Kitchen"}').toString('base64');
    const headers = { 'Content-Type': 'application/vnd.api+json; charset=utf-8' };

    expect(readJsonBody({ body, isBase64Encoded: true, headers })).toEqual({ name: 'Kitchen' });
  });

  it.each([
    ['a missing body', undefined, jsonHeaders, 'Request body is required'],
    ['an empty body', '', jsonHeaders, 'Request body is required'],
    ['no content type', '{}', {}, 'Content-Type must be application/json'],
    ['a form content type', 'a=1', { 'content-type': 'application/x-www-form-urlencoded' }, 'Content-Type'],
    ['a look-alike content type', '{}', { 'content-type': 'application/jsonp' }, 'Content-Type'],
    ['invalid JSON', '{"a":', jsonHeaders, 'Invalid JSON body'],
  ])('refuses %s with a 400', (_, body, headers, message) => {
    const read = () => readJsonBody({ body, isBase64Encoded: false, headers });

    expect(read).toThrow(BadRequestError);
    expect(read).toThrow(message);
  });

  it('refuses a body over the limit with a 413 before parsing it', () => {
    const body = JSON.stringify({ notes: 'x'.repeat(MAX_BODY_BYTES) });

    expect(() => readJsonBody({ body, isBase64Encoded: false, headers: jsonHeaders })).toThrow(
      PayloadTooLargeError,
    );
  });
});

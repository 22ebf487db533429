import { describe, expect, it } from 'vitest';
import { InvalidResultError, toHttpResponse } from './api-result';

describe('toHttpResponse (payload format 2.0)', () => {
  it('uses a structured result as given: status, headers (as strings), cookies, body', () => {
    const response = toHttpResponse({
      statusCode: 201,
      headers: { 'Content-Type': 'application/json', 'X-Count': 3, 'X-Flag': true },
      cookies: ['a=1; Path=/', 'b=2'],
      body: '{"id":1}',
    });

    expect(response.statusCode).toBe(201);
    expect(response.headers).toEqual({
      'content-type': 'application/json',
      'x-count': '3',
      'x-flag': 'true',
      'set-cookie': ['a=1; Path=/', 'b=2'],
    });
    expect(response.body.toString()).toBe('{"id":1}');
  });

  it('decodes a base64 body', () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    const response = toHttpResponse({
      statusCode: 200,
      body: bytes.toString('base64'),
      isBase64Encoded: true,
    });
    expect(response.body.equals(bytes)).toBe(true);
  });

  it('answers an empty body for a result without one', () => {
    expect(toHttpResponse({ statusCode: 204 }).body.length).toBe(0);
  });

  it('turns the shorthand (no statusCode) into 200 JSON: objects serialised, strings verbatim', () => {
    const object = toHttpResponse({ hello: 'world' });
    expect(object.statusCode).toBe(200);
    expect(object.headers).toEqual({ 'content-type': 'application/json' });
    expect(object.body.toString()).toBe('{"hello":"world"}');

    expect(toHttpResponse('plain words').body.toString()).toBe('plain words');
    expect(toHttpResponse(undefined).body.toString()).toBe('null');
  });

  it('refuses a status code that is not an HTTP status', () => {
    expect(() => toHttpResponse({ statusCode: 99 })).toThrow(InvalidResultError);
    expect(() => toHttpResponse({ statusCode: '200' })).toThrow(InvalidResultError);
  });
});

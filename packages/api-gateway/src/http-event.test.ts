import { describe, expect, it } from 'vitest';
import { buildHttpEvent } from './http-event';

const base = {
  method: 'POST',
  routeKey: 'POST /api/things/{id}',
  sourceIp: '127.0.0.1',
  now: new Date(Date.UTC(2020, 2, 12, 19, 3, 58)),
};

describe('buildHttpEvent (payload format 2.0)', () => {
  it('joins repeated headers and query values with commas and moves cookies out of the headers', () => {
    const event = buildHttpEvent({
      ...base,
      url: '/api/things/7?tag=a&tag=b&empty=',
      headers: [
        ['X-Seen', 'one'],
        ['x-seen', 'two'],
        ['Cookie', 'a=1; b=2'],
        ['Host', 'api.example.com'],
      ],
      body: Buffer.alloc(0),
      pathParameters: { id: '7' },
    });

    expect(event.headers).toMatchObject({ 'x-seen': 'one,two', host: 'api.example.com' });
    expect(event.headers.cookie).toBeUndefined();
    expect(event.cookies).toEqual(['a=1', 'b=2']);
    expect(event.queryStringParameters).toEqual({ tag: 'a,b', empty: '' });
    expect(event.rawQueryString).toBe('tag=a&tag=b&empty=');
    expect(event.pathParameters).toEqual({ id: '7' });
    expect(event.requestContext.domainPrefix).toBe('api');
    expect(event.requestContext.time).toBe('12/Mar/2020:19:03:58 +0000');
    expect(event).not.toHaveProperty('body');
    expect(event.isBase64Encoded).toBe(false);
  });

  it('passes text bodies as strings and base64-encodes anything else', () => {
    const json = buildHttpEvent({
      ...base,
      url: '/x',
      headers: [['content-type', 'application/json']],
      body: Buffer.from('{"a":1}'),
    });
    expect(json).toMatchObject({ body: '{"a":1}', isBase64Encoded: false });

    const bytes = Buffer.from([0, 255, 1]);
    const binary = buildHttpEvent({ ...base, url: '/x', headers: [], body: bytes });
    expect(binary).toMatchObject({ body: bytes.toString('base64'), isBase64Encoded: true });
  });

  it('carries the authorizer claims only when there are some, and leaves absent maps out', () => {
    const claims = { sub: 'user-1' };
    const withCaller = buildHttpEvent({
      ...base,
      url: '/x',
      headers: [],
      body: Buffer.alloc(0),
      authorization: { claims, scopes: null },
    });
    expect(withCaller.requestContext.authorizer).toEqual({ jwt: { claims, scopes: null } });

    const anonymous = buildHttpEvent({ ...base, url: '/x', headers: [], body: Buffer.alloc(0) });
    expect(anonymous.requestContext).not.toHaveProperty('authorizer');
    expect(anonymous).not.toHaveProperty('queryStringParameters');
    expect(anonymous).not.toHaveProperty('pathParameters');
  });

  it('formats the request time as API Gateway does', () => {
    const event = buildHttpEvent({
      ...base,
      url: '/x',
      headers: [],
      body: Buffer.alloc(0),
      now: new Date(Date.UTC(2024, 0, 5, 3, 4, 5)),
    });
    expect(event.requestContext.time).toBe('05/Jan/2024:03:04:05 +0000');
  });
});

import { createServer, request, type Server } from 'node:http';
import type { ResourceDefinition, ResourceName, RouteDefinition } from '@reno/functions/host';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiAdapter } from '../src/api/api-adapter';
import type { JwtAuthorization } from '@reno/api-gateway';
import type { LambdaHandler } from '../src/api/function-modules';
import type { StackLogger } from '../src/logger';

const routes: RouteDefinition[] = [
  { method: 'POST', path: '/api/things/{id}/parts', resource: 'projects', auth: 'jwt', access: 'editor' },
  { method: 'POST', path: '/api/public', resource: 'stripe-webhook', auth: 'none', access: 'public' },
  { method: 'GET', path: '/api/shorthand', resource: 'user', auth: 'none', access: 'public' },
  { method: 'GET', path: '/api/binary', resource: 'contractors', auth: 'none', access: 'public' },
  { method: 'GET', path: '/api/broken', resource: 'estimates', auth: 'none', access: 'public' },
];
const entry = (path: string) => ({ entry: path, table: 'read' as const });
const resources = {
  projects: entry('fixture:echo-handler'),
  'stripe-webhook': entry('fixture:echo-handler'),
  user: entry('fixture:shorthand-handler'),
  contractors: entry('fixture:binary-handler'),
  estimates: entry('fixture:throwing-handler'),
} as Record<ResourceName, ResourceDefinition>;

// The real authorizer is tested against cognito-local in stack.test.ts; here it is a plain stand-in.
const authorization: JwtAuthorization = { claims: { sub: 'user-1', email_verified: 'true' }, scopes: null };
const authorize = async (header: string | undefined) => (header === 'Bearer good' ? authorization : null);

const load = async (path: string): Promise<LambdaHandler> => {
  const module = (await import(`./fixtures/${path.slice('fixture:'.length)}.ts`)) as {
    handler: LambdaHandler;
  };
  return module.handler;
};

const ORIGIN_SECRET = 'only-the-stack-knows';

const logged: string[] = [];
const logger: StackLogger = {
  info: (message) => logged.push(message),
  warn: (message) => logged.push(message),
  error: (message) => logged.push(message),
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(
    createApiAdapter({ routes, resources, authorize, originVerifySecret: ORIGIN_SECRET, logger, load }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** node:http rather than fetch: repeated headers and a raw Cookie header go out as written. */
function send(
  method: string,
  path: string,
  headers: Record<string, string | string[]>,
  body?: Buffer,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The port the request left from. */
  clientPort: number;
}> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      const clientPort = res.socket.localPort ?? 0;
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          clientPort,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the HTTP API adapter', () => {
  it('builds the payload-format-2.0 event API Gateway builds', async () => {
    const before = Date.now();
    const response = await send(
      'POST',
      '/api/things/42%20x/parts?b=2&a=1&a=3&empty=',
      {
        authorization: 'Bearer good',
        'content-type': 'application/json',
        'X-Custom': ['one', 'two'],
        cookie: 'a=1; b=2',
        'user-agent': 'adapter-test',
        // A client cannot choose the origin header: the adapter's replaces it, as CloudFront's does.
        'x-origin-verify': 'guessed',
        // Nor its address: the adapter takes it from the connection, as CloudFront does.
        'CloudFront-Viewer-Address': '203.0.113.9:443',
      },
      Buffer.from('{"name":"sink"}'),
    );

    expect(response.status).toBe(200);
    const { event, context } = JSON.parse(response.body.toString()) as {
      event: Record<string, unknown> & {
        requestContext: Record<string, unknown>;
        headers: Record<string, string>;
      };
      context: { functionName: string; remainingMs: number };
    };
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/things/{id}/parts',
      rawPath: '/api/things/42%20x/parts',
      rawQueryString: 'b=2&a=1&a=3&empty=',
      queryStringParameters: { b: '2', a: '1,3', empty: '' },
      pathParameters: { id: '42 x' },
      cookies: ['a=1', 'b=2'],
      body: '{"name":"sink"}',
      isBase64Encoded: false,
    });
    expect(event.headers).toMatchObject({
      authorization: 'Bearer good',
      'content-type': 'application/json',
      'x-custom': 'one,two',
      'user-agent': 'adapter-test',
      'x-forwarded-for': '127.0.0.1',
      'x-origin-verify': ORIGIN_SECRET,
      'cloudfront-viewer-address': `127.0.0.1:${response.clientPort}`,
    });
    expect(event.headers).not.toHaveProperty('cookie');
    expect(event.requestContext).toMatchObject({
      routeKey: 'POST /api/things/{id}/parts',
      stage: '$default',
      http: {
        method: 'POST',
        path: '/api/things/42%20x/parts',
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'adapter-test',
      },
      authorizer: { jwt: authorization },
    });
    expect(event.requestContext.requestId).toEqual(expect.any(String));
    expect(event.requestContext.time).toMatch(/^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
    expect(event.requestContext.timeEpoch).toBeGreaterThanOrEqual(before);
    expect(context.functionName).toBe('reno-projects');
    expect(context.remainingMs).toBeGreaterThan(25_000);

    expect(response.headers['x-echo']).toBe('yes');
    expect(response.headers['set-cookie']).toEqual(['session=abc; Path=/; HttpOnly', 'theme=dark']);
    expect(response.headers['apigw-requestid']).toBe(event.requestContext.requestId);
  });

  it('base64-encodes a binary request body and leaves out what the request does not have', async () => {
    const bytes = Buffer.from([0xff, 0x00, 0x10, 0x80]);
    const response = await send('POST', '/api/public', { 'content-type': 'application/octet-stream' }, bytes);
    const { event } = JSON.parse(response.body.toString()) as { event: Record<string, unknown> };

    expect(event).toMatchObject({
      body: bytes.toString('base64'),
      isBase64Encoded: true,
      rawQueryString: '',
    });
    for (const absent of ['queryStringParameters', 'pathParameters', 'cookies'])
      expect(event).not.toHaveProperty(absent);
    // A route without an authorizer gets no authorizer context.
    expect(event.requestContext).not.toHaveProperty('authorizer');
  });

  it('asks for a valid token only on routes with auth "jwt"', async () => {
    const refused = await send('POST', '/api/things/1/parts', { authorization: 'Bearer bad' });
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body.toString())).toEqual({ message: 'Unauthorized' });

    expect((await send('POST', '/api/public', {})).status).toBe(200);
  });

  it('maps the shorthand and base64 results back to HTTP', async () => {
    const shorthand = await send('GET', '/api/shorthand', {});
    expect(shorthand.headers['content-type']).toBe('application/json');
    expect(JSON.parse(shorthand.body.toString())).toEqual({ hello: 'world' });

    const binary = await send('GET', '/api/binary', {});
    expect([...binary.body]).toEqual([0, 1, 2, 253, 254, 255]);
  });

  it('answers a throwing handler with API Gateway’s bare 500 and keeps the detail in the log', async () => {
    const response = await send('GET', '/api/broken', {});
    expect(response.status).toBe(500);
    expect(response.body.toString()).toBe('{"message":"Internal Server Error"}');
    expect(logged.some((line) => line.includes('GET /api/broken 500'))).toBe(true);
  });

  it('refuses a body over 10 MB with 413', async () => {
    const response = await send(
      'POST',
      '/api/public',
      { 'content-type': 'text/plain' },
      Buffer.alloc(10 * 1024 * 1024 + 1),
    );
    expect(response.status).toBe(413);
  });
});

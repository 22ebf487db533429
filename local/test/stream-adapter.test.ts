import { createServer, get, request, type Server } from 'node:http';
import type { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LambdaHandler } from '../src/api/function-modules';
import type { StackLogger } from '../src/logger';
import { installAwsLambdaGlobal, type ResponsePrelude } from '../src/streaming/awslambda-global';
import { createStreamAdapter } from '../src/streaming/stream-adapter';

interface AwsLambdaGlobal {
  streamifyResponse(
    handler: (event: unknown, stream: Writable, context: unknown) => Promise<void>,
  ): LambdaHandler;
  HttpResponseStream: { from(stream: Writable, prelude: ResponsePrelude): Writable };
}
let awslambda: AwsLambdaGlobal;

const GAP_MS = 300;
let handlerFinishedAt = 0;
let lastEvent: Record<string, unknown> | undefined;

/** A response-streaming handler written as for Lambda: three SSE events, GAP_MS apart. */
function sseHandler(): LambdaHandler {
  return awslambda.streamifyResponse(async (event, responseStream) => {
    lastEvent = event as Record<string, unknown>;
    const stream = awslambda.HttpResponseStream.from(responseStream, {
      statusCode: 201,
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
      cookies: ['seen=1'],
    });
    for (let index = 1; index <= 3; index += 1) {
      if (index > 1) await sleep(GAP_MS);
      stream.write(`data: {"n":${index}}\n\n`);
    }
    stream.write('data: [DONE]\n\n');
    stream.end();
    handlerFinishedAt = Date.now();
  });
}

const logged: string[] = [];
const logger: StackLogger = {
  info: (message) => logged.push(message),
  warn: (message) => logged.push(message),
  error: (message) => logged.push(message),
};

let server: Server | undefined;

async function serve(load: () => Promise<LambdaHandler>): Promise<string> {
  server = createServer(createStreamAdapter({ load, functionName: 'test-stream', logger }));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(() => {
  installAwsLambdaGlobal();
  awslambda = (globalThis as unknown as { awslambda: AwsLambdaGlobal }).awslambda;
});

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('the streaming adapter (Lambda response streaming behind a function URL)', () => {
  it('delivers each write as it happens, with the status, headers and cookies of the prelude', async () => {
    const base = await serve(async () => sseHandler());
    const arrivals: { at: number; text: string }[] = [];
    let clientPort = 0;

    const response = await new Promise<{ status: number; headers: Record<string, unknown> }>(
      (resolve, reject) => {
        const req = request(
          `${base}/api/ai-chat?x=1`,
          {
            method: 'POST',
            // The function URL stands behind CloudFront too: the address comes from the connection.
            headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': '203.0.113.9:443' },
          },
          (res) => {
            clientPort = res.socket.localPort ?? 0;
            res.setEncoding('utf8');
            res.on('data', (text: string) => arrivals.push({ at: Date.now(), text }));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
          },
        );
        req.on('error', reject);
        req.end('{"content":"hi"}');
      },
    );

    expect(response.status).toBe(201);
    expect(response.headers['content-type']).toBe('text/event-stream');
    expect(response.headers['set-cookie']).toEqual(['seen=1']);
    const events = arrivals
      .map((arrival) => arrival.text)
      .join('')
      .split('\n\n')
      .filter(Boolean);
    expect(events).toEqual(['data: {"n":1}', 'data: {"n":2}', 'data: {"n":3}', 'data: [DONE]']);

    // Streamed, not buffered: the first event was in the client's hands well before the handler finished,
    // and the events came in separate chunks about GAP_MS apart.
    const first = arrivals.find((arrival) => arrival.text.includes('"n":1'))!;
    const third = arrivals.find((arrival) => arrival.text.includes('"n":3'))!;
    expect(arrivals.length).toBeGreaterThanOrEqual(3);
    expect(handlerFinishedAt - first.at).toBeGreaterThanOrEqual(2 * GAP_MS - 100);
    expect(third.at - first.at).toBeGreaterThanOrEqual(2 * GAP_MS - 100);

    expect(lastEvent).toMatchObject({
      version: '2.0',
      routeKey: '$default',
      rawPath: '/api/ai-chat',
      queryStringParameters: { x: '1' },
      body: '{"content":"hi"}',
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST', path: '/api/ai-chat' } },
      headers: { 'cloudfront-viewer-address': `127.0.0.1:${clientPort}` },
    });
    expect(lastEvent!.requestContext).not.toHaveProperty('authorizer');
  });

  it('survives a client that leaves mid-stream', async () => {
    let finished = false;
    const base = await serve(async () =>
      awslambda.streamifyResponse(async (_event, stream) => {
        for (let index = 0; index < 5; index += 1) {
          stream.write(`data: ${index}\n\n`);
          await sleep(50);
        }
        stream.end();
        finished = true;
      }),
    );
    await new Promise<void>((resolve) => {
      const req = get(`${base}/api/ai-chat`, (res) => res.once('data', () => (req.destroy(), resolve())));
    });
    await sleep(400);

    expect(finished).toBe(true);
    expect(logged.some((line) => line.includes('client closed'))).toBe(true);
  });

  it('answers 502 when the handler fails before its first byte', async () => {
    const base = await serve(async () =>
      awslambda.streamifyResponse(async () => {
        throw new Error('model unavailable');
      }),
    );
    const response = await fetch(`${base}/api/ai-chat`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
  });

  it('maps a buffered (non-streaming) handler’s result like the API adapter', async () => {
    const base = await serve(async () => async () => ({ statusCode: 202, body: 'queued' }));
    const response = await fetch(`${base}/api/ai-chat`);
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('queued');
  });
});

import { createServer, type Server, type Socket } from 'node:net';
import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDataContext, getProject } from '@reno/data';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CLIENT_POLICY } from '../../src/lib/aws/client-policy';
import { BUSY_MESSAGE } from '../../src/lib/http/service-errors';
import { apiEvent, lambdaContext } from '../support/api-event';
import { loadHandler } from '../support/load-handler';

describe('a throttled or unavailable database', () => {
  it('is answered 503 with Retry-After and a sentence, not a 500', async () => {
    const dynamodb = mockClient(DynamoDBDocumentClient);
    dynamodb
      .onAnyCommand()
      .rejects(new ProvisionedThroughputExceededException({ message: 'Rate exceeded', $metadata: {} }));
    try {
      const handler = await loadHandler('projects');
      const result = await handler(
        apiEvent({
          method: 'GET',
          url: '/api/projects',
          claims: { sub: 'faulty', token_use: 'id', email: 'f@x.y' },
        }),
        lambdaContext(),
      );
      expect(result).toMatchObject({
        statusCode: 503,
        headers: expect.objectContaining({ 'retry-after': '2' }),
      });
      expect(JSON.parse(result.body ?? '')).toEqual({ error: BUSY_MESSAGE });
    } finally {
      dynamodb.restore();
    }
  });
});

describe('a database that stops answering', () => {
  // Accepts connections and never answers: a network partition, as a paused DynamoDB Local is.
  let blackHole: Server;
  const sockets: Socket[] = [];
  let endpoint: string;

  beforeAll(async () => {
    blackHole = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(blackHole.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => blackHole.close(() => resolve()));
  });

  it('costs at most ~10 s with the functions’ client policy, far inside API Gateway’s 30 s', async () => {
    const ctx = createDataContext({ endpoint, clientConfig: API_CLIENT_POLICY });
    const started = performance.now();

    await expect(getProject(ctx, 'anyone', 1)).rejects.toMatchObject({ name: 'TimeoutError' });

    const seconds = (performance.now() - started) / 1000;
    // 3 attempts of at most 3 s each, plus the SDK's jittered backoff between them.
    expect(seconds).toBeGreaterThan(API_CLIENT_POLICY.requestHandler.requestTimeout / 1000);
    expect(seconds).toBeLessThan(12);
    expect(sockets.length).toBe(API_CLIENT_POLICY.maxAttempts);
  }, 20_000);
});

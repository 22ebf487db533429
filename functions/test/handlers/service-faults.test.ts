import { createServer, type Server, type Socket } from 'node:net';
import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
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

describe('each kind of throttling, injected (aws-sdk-client-mock)', () => {
  const claims = { sub: 'throttled', token_use: 'id', email: 't@x.y' };
  const expense = {
    projectId: 1,
    description: 'Tiles',
    amount: '12.00',
    category: 'materials',
    paymentMethod: 'cash',
    date: '2026-11-02',
  };
  const cases: {
    fault: string;
    client: 'dynamodb' | 's3';
    error: Error;
    request: Parameters<typeof apiEvent>[0];
  }[] = [
    {
      fault: 'ThrottlingException on a read',
      client: 'dynamodb',
      error: Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException', $metadata: {} }),
      request: { method: 'GET', url: '/api/projects', claims },
    },
    {
      fault: 'ProvisionedThroughputExceededException on a write',
      client: 'dynamodb',
      error: new ProvisionedThroughputExceededException({ message: 'Rate exceeded', $metadata: {} }),
      request: { method: 'POST', url: '/api/projects', claims, body: { name: 'Deck', budget: '5000.00' } },
    },
    {
      fault: 'a transaction cancelled for throttling',
      client: 'dynamodb',
      error: Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError' }],
        $metadata: {},
      }),
      request: { method: 'POST', url: '/api/expenses', claims, body: expense },
    },
    {
      fault: "S3's SlowDown while a receipt is checked",
      client: 's3',
      error: Object.assign(new Error('Please reduce your request rate.'), {
        name: 'SlowDown',
        $metadata: { httpStatusCode: 503 },
      }),
      request: {
        method: 'POST',
        url: '/api/expenses',
        claims,
        body: { ...expense, imageUrl: 'pending/users/throttled/receipts/r.jpg' },
      },
    },
  ];

  it.each(cases)(
    'answers $fault with 503, Retry-After and a sentence',
    async ({ client, error, request }) => {
      // In the S3 case DynamoDB stays real: only the receipt check meets the throttled service.
      const mocked = client === 's3' ? mockClient(S3Client) : mockClient(DynamoDBDocumentClient);
      (mocked.onAnyCommand as () => { rejects: (reason: Error) => unknown })().rejects(error);
      try {
        const handler = await loadHandler(request.url.startsWith('/api/projects') ? 'projects' : 'expenses');
        const started = performance.now();
        const result = await handler(apiEvent(request), lambdaContext());
        expect(performance.now() - started).toBeLessThan(5000);
        expect(result).toMatchObject({
          statusCode: 503,
          headers: expect.objectContaining({ 'retry-after': '2' }),
        });
        expect(JSON.parse(result.body ?? '')).toEqual({ error: BUSY_MESSAGE });
      } finally {
        mocked.restore();
      }
    },
  );
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

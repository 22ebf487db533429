import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { LocalStack } from '@reno/local';
import { median, percentile } from '../lib/stats';
import { benchDataContext, type SizedProject } from './dynamodb-costs';

export interface LatencyRow {
  name: string;
  calls: number;
  medianMs: number;
  p95Ms: number;
  /** Ratio to the bare GetItem's median / p95 (the baseline's own row has 1). */
  medianRatio: number;
  p95Ratio: number;
}

const WARM_UP = 30;

async function timeCalls(calls: number, call: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await call();
  const durations: number[] = [];
  for (let i = 0; i < calls; i++) {
    const began = performance.now();
    await call();
    durations.push(performance.now() - began);
  }
  return durations;
}

/**
 * What the handler adds on top of DynamoDB: HTTP calls through the local adapter (JWT verified against
 * cognito-local's JWKS, API Gateway v2 event, middy, zod, presenters) against a bare GetItem of the same
 * project item on the same DynamoDB Local, one at a time, after a warm-up.
 */
export async function measureHandlerLatency(
  stack: LocalStack,
  project: SizedProject,
  calls: number,
): Promise<LatencyRow[]> {
  const ctx = benchDataContext(stack);
  const key = {
    PK: `USER#${project.user.sub}`,
    SK: `PROJECT#${String(project.projectId).padStart(12, '0')}`,
  };
  const bare = await timeCalls(calls, async () => {
    const { Item } = await ctx.doc.send(
      new GetCommand({ TableName: ctx.tableName, Key: key, ConsistentRead: true }),
    );
    if (!Item) throw new Error('The bare GetItem found no project item');
  });
  const measured: { name: string; durations: number[] }[] = [
    { name: 'bare GetItem of the project item (SDK → DynamoDB Local)', durations: bare },
    {
      name: `GET /api/projects/{id}/summary (${project.size.toLocaleString('en-US')} expenses)`,
      durations: await timeCalls(calls, () =>
        project.user.api.call('GET', `/api/projects/${project.projectId}/summary`),
      ),
    },
    {
      name: `GET /api/expenses?projectId&page=1 (${project.size.toLocaleString('en-US')} expenses)`,
      durations: await timeCalls(calls, () =>
        project.user.api.call('GET', `/api/expenses?projectId=${project.projectId}&page=1`),
      ),
    },
  ];
  const baseMedian = median(bare);
  const baseP95 = percentile(bare, 95);
  return measured.map(({ name, durations }) => ({
    name,
    calls: durations.length,
    medianMs: median(durations),
    p95Ms: percentile(durations, 95),
    medianRatio: median(durations) / baseMedian,
    p95Ratio: percentile(durations, 95) / baseP95,
  }));
}

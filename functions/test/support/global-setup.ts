import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { TestProject } from 'vitest/node';
import { ensureTable } from '@reno/data/ensure-table';
import { startDynamoDbLocal } from '@reno/dynamodb-local';

/**
 * Real stand-ins for every test of this package, started once per run on free loopback ports: DynamoDB
 * Local and s3rver. The handlers are driven in-process with the events of @reno/api-gateway; the HTTP
 * tests against the whole local stack live in test/api. Test files learn the endpoints through `inject`
 * (see env.ts).
 */
export default async function setup(project: TestProject) {
  const tableName = 'reno-functions-test';
  const bucketName = 'reno-receipts-test';
  const dynamo = await startDynamoDbLocal({ port: 0, inMemory: true });
  await ensureTable(dynamo.endpoint, tableName);

  const directory = await mkdtemp(join(tmpdir(), 'reno-s3rver-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucketName, configs: [] }],
  });
  const { port } = await s3rver.run();

  project.provide('dynamodbEndpoint', dynamo.endpoint);
  project.provide('s3Endpoint', `http://127.0.0.1:${port}`);
  project.provide('tableName', tableName);
  project.provide('bucketName', bucketName);

  return async () => {
    await s3rver.close();
    await rm(directory, { recursive: true, force: true });
    await dynamo.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamodbEndpoint: string;
    s3Endpoint: string;
    tableName: string;
    bucketName: string;
  }
}

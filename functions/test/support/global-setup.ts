import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { TestProject } from 'vitest/node';
import { ensureTable, startDynamoDbLocal } from '@reno/data/dynamodb-local';
import { startLocalStack } from '@reno/local';
import { TEST_ADMIN_PASSWORD } from './constants';

/**
 * Real stand-ins for every test of this package, started once per run on free loopback ports.
 *
 * Default ('local-stack'): the project's embedded local stack (@reno/local): DynamoDB Local, s3rver,
 * cognito-local and the API Gateway adapter, so the HTTP tests sign users up in Cognito and call the
 * API over HTTP with real ID tokens. RENO_API_DRIVER=in-process starts only DynamoDB Local and s3rver
 * and the HTTP tests drive the handlers with API Gateway v2 events built in the test process.
 *
 * Test files learn the endpoints through `inject` (see env.ts).
 */
export default async function setup(project: TestProject) {
  return process.env.RENO_API_DRIVER === 'in-process' ? startEmulators(project) : startStack(project);
}

async function startStack(project: TestProject) {
  const stack = await startLocalStack({
    port: 0,
    persist: false,
    seedDemo: false,
    web: 'none',
    adminPassword: TEST_ADMIN_PASSWORD,
  });
  project.provide('apiUrl', stack.url);
  project.provide('cognito', {
    endpoint: stack.config.cognitoEndpoint ?? `${stack.url}/cognito`,
    clientId: stack.config.userPoolClientId,
  });
  project.provide('dynamodbEndpoint', stack.endpoints.dynamodb);
  project.provide('s3Endpoint', stack.endpoints.s3);
  project.provide('tableName', stack.tableName);
  project.provide('bucketName', stack.bucketName);
  return () => stack.stop();
}

async function startEmulators(project: TestProject) {
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

  project.provide('apiUrl', null);
  project.provide('cognito', null);
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
    /** The local stack's origin; null when the handlers are driven in-process. */
    apiUrl: string | null;
    cognito: { endpoint: string; clientId: string } | null;
    dynamodbEndpoint: string;
    s3Endpoint: string;
    tableName: string;
    bucketName: string;
  }
}

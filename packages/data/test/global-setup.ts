// Starts DynamoDB Local once per test run, creates the table from the shared definition and hands
// the endpoint to the tests (inject('dynamoEndpoint')); stops it afterwards.
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '@reno/dynamodb-local';
import { ensureTable } from '../src/ensure-table';
import { DEFAULT_TABLE_NAME } from '../src/table';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    dynamoTableName: string;
    dynamoPid: number;
  }
}

export default async function setup(project: TestProject) {
  const server = await startDynamoDbLocal({ port: 0, inMemory: true });
  await ensureTable(server.endpoint, DEFAULT_TABLE_NAME);
  project.provide('dynamoEndpoint', server.endpoint);
  project.provide('dynamoTableName', DEFAULT_TABLE_NAME);
  project.provide('dynamoPid', server.pid);
  return async () => {
    await server.stop();
  };
}

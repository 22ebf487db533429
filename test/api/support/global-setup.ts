import type { TestProject } from 'vitest/node';
import { startLocalStack } from '@reno/local';
import { TEST_ADMIN_PASSWORD } from './constants';

/**
 * The project's embedded local stack (DynamoDB Local, s3rver, cognito-local and the API Gateway adapter)
 * on free loopback ports, once for the whole run: the tests sign users up in Cognito and call the API
 * over HTTP with real ID tokens. Test files learn the endpoints through `inject`.
 */
export default async function setup(project: TestProject) {
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
  project.provide('s3Endpoint', stack.endpoints.s3);
  project.provide('bucketName', stack.bucketName);
  project.provide('dynamo', { endpoint: stack.endpoints.dynamodb, tableName: stack.tableName });
  return () => stack.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    cognito: { endpoint: string; clientId: string };
    s3Endpoint: string;
    bucketName: string;
    /** The table, for tests that must write items as older code stored them. */
    dynamo: { endpoint: string; tableName: string };
  }
}

import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '@reno/local';
import { userPoolOf, type UserPoolClient } from '../../support/cognito-users';
import { TEST_ADMIN_PASSWORD } from './constants';

/**
 * The project's embedded local stack (DynamoDB Local, s3rver, cognito-local and the API Gateway adapter)
 * on free loopback ports, once for the whole run: the tests sign users up in Cognito and call the API
 * over HTTP with real ID tokens. Test files learn the endpoints through `inject`.
 */
export default async function setup(project: TestProject) {
  // The codes the stack "mails" (its own recovery codes and cognito-local's), for tests that read them.
  const mailDir = mkdtempSync(join(tmpdir(), 'reno-api-mail-'));
  const mailLog = join(mailDir, 'mail.log');
  appendFileSync(mailLog, '');
  const stack = await startLocalStack({
    port: 0,
    persist: false,
    seedDemo: false,
    web: 'none',
    adminPassword: TEST_ADMIN_PASSWORD,
    logger: {
      info: (message) => {
        if (/^\[(mail|cognito)\]/.test(message)) appendFileSync(mailLog, `${message}\n`);
      },
      warn: (message) => console.warn(message),
      error: (message, error) => console.error(message, ...(error === undefined ? [] : [error])),
    },
  });
  project.provide('apiUrl', stack.url);
  project.provide('cognito', userPoolOf(stack));
  project.provide('s3Endpoint', stack.endpoints.s3);
  project.provide('bucketName', stack.bucketName);
  project.provide('dynamo', { endpoint: stack.endpoints.dynamodb, tableName: stack.tableName });
  project.provide('mailLog', mailLog);
  return async () => {
    await stack.stop();
    rmSync(mailDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    cognito: UserPoolClient;
    s3Endpoint: string;
    bucketName: string;
    /** The table, for tests that must write items as older code stored them. */
    dynamo: { endpoint: string; tableName: string };
    /** A file holding every code the stack "mailed": its own ('[mail] to …') and cognito-local's. */
    mailLog: string;
  }
}

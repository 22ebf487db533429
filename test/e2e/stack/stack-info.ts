import type { UserPoolClient } from '../../support/cognito-users';

/** What the stack process tells the test run; global-setup.ts hands it to the workers as E2E_STACK. */
export interface StackInfo {
  url: string;
  adminPassword: string;
  demo: { email: string; password: string };
  stripeStandInUrl: string | null;
  /** The emulators' own listeners (DynamoDB Local, s3rver). */
  endpoints: { dynamodb: string; s3: string };
  /** The user pool as the web app reaches it (the stack's /cognito), for accounts made without the forms. */
  cognito: UserPoolClient;
  pid: number;
}

export const READY_PREFIX = 'READY ';
export const STACK_ENV = 'E2E_STACK';

export function stackInfo(): StackInfo {
  const raw = process.env[STACK_ENV];
  if (!raw) throw new Error(`${STACK_ENV} is not set: run the journeys through playwright.config.ts`);
  return JSON.parse(raw) as StackInfo;
}

/** The environment the handlers read, as the CDK stack sets it on each Lambda (plus the local endpoints). */
export interface HandlerEnvironment {
  TABLE_NAME: string;
  BUCKET_NAME: string;
  AWS_REGION: string;
  DYNAMODB_ENDPOINT: string;
  S3_ENDPOINT: string;
  ADMIN_PASSWORD: string;
  /** What the API adapter adds as CloudFront's origin header; the handlers refuse requests without it. */
  ORIGIN_VERIFY: string;
  USER_POOL_ID: string;
  USER_POOL_CLIENT_ID: string;
  /** Where the handlers' Cognito admin calls go: the stack's private cognito-local endpoint. */
  COGNITO_ENDPOINT: string;
  /** cognito-local's issuer, for the chat function that verifies tokens itself. */
  JWT_ISSUER: string;
  JWT_JWKS_URI: string;
  /** The origin the browser uses (return URLs of the local checkout stand-in). */
  APP_URL: string;
  /** The local Stripe stand-in's API and the webhook signing secret it signs with (absent with real Stripe). */
  STRIPE_API_URL?: string;
  STRIPE_WEBHOOK_SECRET?: string;
}

let applied: HandlerEnvironment | null = null;

/**
 * Handlers run in this process, so their environment is this process's. Handler modules create their
 * clients at import (as in Lambda), so a second stack in the same process must keep the endpoints of
 * the first: it gets a warning otherwise.
 */
export function applyHandlerEnvironment(environment: HandlerEnvironment): string | null {
  const previous = applied;
  // A stand-in of an earlier stack in this process must not outlive it (real Stripe may be chosen now).
  if (!environment.STRIPE_API_URL) delete process.env.STRIPE_API_URL;
  Object.assign(process.env, environment);
  // Dummy credentials for the emulators, unless real ones are configured (e.g. for Bedrock chat).
  if (!process.env.AWS_ACCESS_KEY_ID && !process.env.AWS_PROFILE) {
    process.env.AWS_ACCESS_KEY_ID = 'local';
    process.env.AWS_SECRET_ACCESS_KEY = 'local';
  }
  applied = environment;
  if (
    previous &&
    (previous.DYNAMODB_ENDPOINT !== environment.DYNAMODB_ENDPOINT ||
      previous.S3_ENDPOINT !== environment.S3_ENDPOINT)
  ) {
    return (
      'A second local stack in this process uses other DynamoDB/S3 ports than the first; handler modules ' +
      'already imported keep the first endpoints. Restart on the same ports (dynamodbPort, s3Port).'
    );
  }
  return null;
}

/**
 * AWS-only settings the local stack plays differently: the secret is not needed because the variable on
 * the right replaces it (the functions talk to the local Stripe stand-in, which takes a fixed test key).
 */
const LOCAL_STAND_INS: Record<string, string> = { STRIPE_SECRET_KEY: 'STRIPE_API_URL' };

/**
 * A worker's function name (`<WORKER>_FUNCTION_NAME`, set on the functions that invoke it): locally the
 * stack's in-process invoker plays the invoke and needs no name, so the variable only has to be present.
 */
const WORKER_NAME = /^[A-Z_]+_FUNCTION_NAME$/;

/** What only the local stack adds: its endpoints, its token issuer, dummy credentials for the emulators. */
const LOCAL_ONLY = [
  'AWS_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'DYNAMODB_ENDPOINT',
  'S3_ENDPOINT',
  'COGNITO_ENDPOINT',
  'JWT_ISSUER',
  'JWT_JWKS_URI',
  'STRIPE_API_URL',
];

/**
 * A function's environment as the stack sets it (`variables`, from the template), run against the local
 * stack: literal values as they are; a value taken from a resource of the stack (a CloudFormation
 * expression) becomes the local stack's value of the same variable, and `<NAME>_SECRET_ARN` the local
 * `<NAME>` (functions read a secret from either, see functions/src/lib/aws/secret-value.ts). A variable
 * with no local counterpart throws: a new setting of the stack must be played locally too.
 */
export function functionEnvironment(
  variables: Record<string, unknown>,
  local: Record<string, string | undefined>,
): Record<string, string> {
  const environment: Record<string, string> = {};
  const take = (name: string) => {
    const value = local[name];
    if (value !== undefined) environment[name] = value;
    return value !== undefined;
  };
  for (const [name, value] of Object.entries(variables)) {
    if (typeof value === 'string') {
      environment[name] = value;
      continue;
    }
    if (WORKER_NAME.test(name)) {
      environment[name] = `local-${name.toLowerCase()}`;
      continue;
    }
    const localName = name.replace(/_SECRET_ARN$/, '');
    if (take(localName)) continue;
    const standIn = LOCAL_STAND_INS[localName];
    if (standIn && take(standIn)) continue;
    throw new Error(`The stack sets ${name} from a resource; the local stack has no ${localName} to play it`);
  }
  for (const name of LOCAL_ONLY) take(name);
  return environment;
}

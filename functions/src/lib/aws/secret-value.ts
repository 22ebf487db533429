import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { API_CLIENT_POLICY } from './client-policy';

/** A rotated secret is picked up within this long, without a Secrets Manager call on every request. */
const CACHE_MS = 5 * 60 * 1000;

let client: Promise<SecretsManagerClient> | undefined;
const cache = new Map<string, { value: string | null; expiresAt: number }>();

/** Loaded on the first secret read, not at cold start: most containers read a secret once in 5 minutes. */
async function secretsClient(): Promise<SecretsManagerClient> {
  client ??= import('@aws-sdk/client-secrets-manager').then(
    ({ SecretsManagerClient }) => new SecretsManagerClient(API_CLIENT_POLICY),
  );
  return client;
}

/**
 * A secret's value: the plain variable `name` locally (e.g. STRIPE_SECRET_KEY); in AWS the Secrets
 * Manager secret whose ARN the CDK puts in `<name>_SECRET_ARN`. null when neither is set.
 */
export async function secretValue(
  name: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | null> {
  const plain = env[name]?.trim();
  if (plain) return plain;
  const secretId = env[`${name}_SECRET_ARN`];
  if (!secretId) return null;

  const now = Date.now();
  const hit = cache.get(secretId);
  if (hit && hit.expiresAt > now) return hit.value;
  const { GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const { SecretString } = await (
    await secretsClient()
  ).send(new GetSecretValueCommand({ SecretId: secretId }));
  const value = SecretString?.trim() || null;
  cache.set(secretId, { value, expiresAt: now + CACHE_MS });
  return value;
}

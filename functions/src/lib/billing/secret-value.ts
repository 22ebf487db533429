import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { API_CLIENT_POLICY } from '../aws/client-policy';

/** A rotated secret is picked up within this long, without a Secrets Manager call on every request. */
const CACHE_MS = 5 * 60 * 1000;

let client: SecretsManagerClient | undefined;
const cache = new Map<string, { value: string | null; expiresAt: number }>();

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
  client ??= new SecretsManagerClient(API_CLIENT_POLICY);
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  const value = SecretString?.trim() || null;
  cache.set(secretId, { value, expiresAt: now + CACHE_MS });
  return value;
}

import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { API_CLIENT_POLICY } from '../aws/client-policy';

/** Created once per container; only used when the password lives in Secrets Manager. */
const secrets = new SecretsManagerClient(API_CLIENT_POLICY);

/** A rotated secret is picked up within this long, without a secrets call on every request. */
const CACHE_MS = 5 * 60 * 1000;
let cached: { value: string | null; expiresAt: number } | undefined;

/**
 * The shared admin password: ADMIN_PASSWORD locally; in AWS the secret named by
 * ADMIN_PASSWORD_SECRET_ARN (a plain string, or JSON with a `password` field as CDK generates it).
 * null when neither is configured: the admin API then stays closed.
 */
export async function loadAdminPassword(
  env: NodeJS.ProcessEnv = process.env,
  now = Date.now(),
): Promise<string | null> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  const secretId = env.ADMIN_PASSWORD_SECRET_ARN;
  if (!secretId) return null;
  if (cached && cached.expiresAt > now) return cached.value;

  const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: secretId }));
  const value = passwordFromSecret(SecretString);
  cached = { value, expiresAt: now + CACHE_MS };
  return value;
}

export function passwordFromSecret(secret: string | undefined): string | null {
  if (!secret) return null;
  try {
    const parsed: unknown = JSON.parse(secret);
    if (parsed && typeof parsed === 'object' && 'password' in parsed && typeof parsed.password === 'string') {
      return parsed.password || null;
    }
  } catch {
    // Not JSON: the secret is the password itself.
  }
  return secret;
}

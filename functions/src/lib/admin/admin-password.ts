import { secretValue } from '../aws/secret-value';

/**
 * The shared admin password: ADMIN_PASSWORD locally; in AWS the secret named by
 * ADMIN_PASSWORD_SECRET_ARN (a plain string, or JSON with a `password` field as CDK generates it).
 * null when neither is configured: the admin API then stays closed.
 */
export async function loadAdminPassword(env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  return passwordFromSecret((await secretValue('ADMIN_PASSWORD', env)) ?? undefined);
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

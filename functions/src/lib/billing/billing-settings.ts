import { BillingNotConfiguredError } from './billing-errors';
import { secretValue } from '../aws/secret-value';

/** The API key the functions present to the local stand-in (it accepts any sk_test_ key). */
export const STAND_IN_API_KEY = 'sk_test_local_stand_in';

export interface StripeApiSettings {
  secretKey: string;
  /** Recurring price of the Pro plan; null = an inline $4.99/month price_data. */
  priceId: string | null;
  /** The local stand-in's API origin; null = api.stripe.com. */
  apiUrl: URL | null;
}

/**
 * STRIPE_API_URL points the Stripe client at the local stand-in (local/). It is refused inside
 * Lambda, so a deployed function can only ever talk to Stripe itself.
 */
function standInApiUrl(env: NodeJS.ProcessEnv = process.env): URL | null {
  const raw = env.STRIPE_API_URL?.trim();
  if (!raw) return null;
  if (env.AWS_LAMBDA_FUNCTION_NAME) {
    throw new BillingNotConfiguredError(
      'Billing is misconfigured: the local Stripe stand-in cannot be used in AWS',
    );
  }
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BillingNotConfiguredError('Billing is misconfigured: STRIPE_API_URL must be an http(s) URL');
  }
  return url;
}

/** Key, price and endpoint for calls to Stripe's API; 503 when no usable key is configured. */
export async function loadStripeApiSettings(
  env: NodeJS.ProcessEnv = process.env,
): Promise<StripeApiSettings> {
  const apiUrl = standInApiUrl(env);
  const priceId = env.STRIPE_PRICE_ID?.trim() || null;
  if (apiUrl) return { secretKey: STAND_IN_API_KEY, priceId, apiUrl };

  const secretKey = await secretValue('STRIPE_SECRET_KEY', env);
  // The CDK creates the secret with a random value: until the operator stores a real key, say so.
  if (!secretKey || !/^(sk|rk)_(test|live)_/.test(secretKey)) throw new BillingNotConfiguredError();
  return { secretKey, priceId, apiUrl: null };
}

/** The webhook endpoint's signing secret (whsec_…); 503 when missing, so Stripe retries later. */
export async function loadWebhookSecret(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const secret = await secretValue('STRIPE_WEBHOOK_SECRET', env);
  if (!secret) throw new BillingNotConfiguredError('Stripe webhook signing secret is not configured');
  return secret;
}

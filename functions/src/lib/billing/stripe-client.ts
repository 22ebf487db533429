import type Stripe from 'stripe';
import type { StripeApiSettings } from './billing-settings';
import { loadStripe } from './stripe-sdk';

let cached: { key: string; client: Stripe } | undefined;

/** One Stripe client per container and configuration (the key may rotate through Secrets Manager). */
export async function stripeClient(settings: StripeApiSettings): Promise<Stripe> {
  const key = `${settings.secretKey}|${settings.apiUrl?.href ?? ''}`;
  if (cached?.key === key) return cached.client;
  const { apiUrl } = settings;
  const StripeClient = await loadStripe();
  const client = new StripeClient(settings.secretKey, {
    maxNetworkRetries: 2,
    // API Gateway gives up after 30 s and the function after 10 s: fail before that, with a message.
    timeout: 8000,
    telemetry: false,
    appInfo: { name: 'home-renovation-tracker' },
    ...(apiUrl
      ? {
          host: apiUrl.hostname,
          port: Number(apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80)),
          protocol: apiUrl.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  cached = { key, client };
  return client;
}

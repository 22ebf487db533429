import Stripe from 'stripe';
import type { StripeApiSettings } from './billing-settings';

let cached: { key: string; client: Stripe } | undefined;

/** One Stripe client per container and configuration (the key may rotate through Secrets Manager). */
export function stripeClient(settings: StripeApiSettings): Stripe {
  const key = `${settings.secretKey}|${settings.apiUrl?.href ?? ''}`;
  if (cached?.key === key) return cached.client;
  const { apiUrl } = settings;
  const client = new Stripe(settings.secretKey, {
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

import { afterAll, afterEach, beforeAll } from 'vitest';
import { STAND_IN_API_KEY } from '../../../src/lib/billing/billing-settings';
import { startStripeApiStandIn, type StripeApiStandIn } from './stripe-api-stand-in';
import { TEST_WEBHOOK_SECRET } from './stripe-events';

export const TEST_APP_URL = 'https://app.example.test';

/**
 * The environment the billing functions read, as the local stack gives it: the Stripe client pointed
 * at a stand-in on loopback (no network), the webhook secret, the app's URL. Returns a getter for the
 * stand-in of the current file.
 */
export function useBillingEnvironment(): () => StripeApiStandIn {
  let standIn: StripeApiStandIn | undefined;
  beforeAll(async () => {
    standIn = await startStripeApiStandIn(STAND_IN_API_KEY);
    process.env.STRIPE_API_URL = standIn.url;
    process.env.STRIPE_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;
    process.env.APP_URL = TEST_APP_URL;
    delete process.env.STRIPE_PRICE_ID;
    delete process.env.STRIPE_SECRET_KEY;
  });
  afterEach(() => standIn?.clearFailures());
  afterAll(async () => {
    await standIn?.stop();
    for (const name of ['STRIPE_API_URL', 'STRIPE_WEBHOOK_SECRET', 'APP_URL']) delete process.env[name];
  });
  return () => {
    if (!standIn) throw new Error('The Stripe stand-in is not started');
    return standIn;
  };
}

/** Runs `act` with some environment variables changed, then puts them back. */
export async function withEnv<T>(
  changes: Record<string, string | undefined>,
  act: () => Promise<T>,
): Promise<T> {
  const saved = Object.fromEntries(Object.keys(changes).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(changes);
  try {
    return await act();
  } finally {
    apply(saved);
  }
}

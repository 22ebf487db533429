import type Stripe from 'stripe';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it } from 'vitest';
import { appOrigin, AppUrlConfigError, mailLinkOrigin } from '../../src/lib/http/app-origin';
import { BillingNotConfiguredError } from '../../src/lib/billing/billing-errors';
import { loadStripeApiSettings, loadWebhookSecret } from '../../src/lib/billing/billing-settings';
import { decisiveSubscription, subscriptionChangeOf } from '../../src/lib/billing/subscription-change';
import { subscriptionObject } from './support/stripe-events';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const at = new Date('2030-06-01T00:00:00.000Z');

describe('subscriptionChangeOf: the plan from the subscription state', () => {
  it('reads the period end of an older API version (on the subscription, not the item)', () => {
    const legacy = {
      ...subscriptionObject({ customer: 'cus_1' }),
      items: { object: 'list', data: [] },
      current_period_end: 1_900_000_000,
    } as unknown as Stripe.Subscription;

    expect(subscriptionChangeOf(legacy, at)).toMatchObject({
      status: 'active',
      renewalDate: iso(1_900_000_000),
    });
  });

  it('treats a trial like an active plan', () => {
    expect(subscriptionChangeOf(subscriptionObject({ customer: 'c', status: 'trialing' }), at).status).toBe(
      'active',
    );
  });

  it('keeps Pro until an explicit cancel_at date', () => {
    const subscription = {
      ...subscriptionObject({ customer: 'c' }),
      cancel_at: 1_950_000_000,
    } as Stripe.Subscription;

    expect(subscriptionChangeOf(subscription, at)).toMatchObject({
      status: 'cancelled',
      endDate: iso(1_950_000_000),
      cancelAtPeriodEnd: true,
    });
  });

  it('ends a canceled subscription at ended_at, or at the event time when Stripe gives none', () => {
    const ended = subscriptionObject({ customer: 'c', status: 'canceled', endedAt: 1_800_000_000 });
    const unknownEnd = { ...ended, ended_at: null, canceled_at: null } as Stripe.Subscription;

    expect(subscriptionChangeOf(ended, at)).toMatchObject({
      status: 'cancelled',
      endDate: iso(1_800_000_000),
    });
    expect(subscriptionChangeOf(unknownEnd, at)).toMatchObject({
      status: 'cancelled',
      endDate: at.toISOString(),
    });
  });

  it.each(['incomplete', 'incomplete_expired', 'unpaid', 'paused'] as const)(
    'gives the free plan for %s',
    (status) => {
      expect(subscriptionChangeOf(subscriptionObject({ customer: 'c', status }), at)).toMatchObject({
        status: 'free',
        endDate: null,
        renewalDate: null,
      });
    },
  );

  it('picks a live subscription over a newer ended one, else the newest', () => {
    const live = subscriptionObject({ customer: 'c', created: 100 });
    const newerEnded = subscriptionObject({ customer: 'c', status: 'canceled', created: 200 });
    const olderEnded = subscriptionObject({ customer: 'c', status: 'canceled', created: 50 });

    expect(decisiveSubscription([newerEnded, live])?.id).toBe(live.id);
    expect(decisiveSubscription([olderEnded, newerEnded])?.id).toBe(newerEnded.id);
    expect(decisiveSubscription([])).toBeNull();
  });
});

describe('appOrigin: where Stripe sends the browser back', () => {
  const withOrigin = (origin?: string) => ({ headers: origin ? { origin } : {} });

  it('uses APP_URL in AWS, whatever Origin the request claims', () => {
    expect(appOrigin(withOrigin('https://evil.example'), { APP_URL: 'https://d111.cloudfront.net/' })).toBe(
      'https://d111.cloudfront.net',
    );
  });

  it("keeps the browser's loopback name locally (localhost vs 127.0.0.1)", () => {
    expect(appOrigin(withOrigin('http://localhost:5173'), { APP_URL: 'http://127.0.0.1:5173' })).toBe(
      'http://localhost:5173',
    );
  });

  it('falls back to the Origin header, and refuses when there is neither', () => {
    expect(appOrigin(withOrigin('https://app.example.com'), {})).toBe('https://app.example.com');
    expect(() => appOrigin(withOrigin('javascript:alert(1)'), {})).toThrow(AppUrlConfigError);
    expect(() => appOrigin(withOrigin(), {})).toThrow(AppUrlConfigError);
  });
});

describe('mailLinkOrigin: where links in mail point', () => {
  const withOrigin = (origin: string) => ({ headers: { origin } });

  it('is APP_URL, whatever Origin the request claims, and refuses without it', () => {
    expect(
      mailLinkOrigin(withOrigin('https://evil.example'), { APP_URL: 'https://d111.cloudfront.net' }),
    ).toBe('https://d111.cloudfront.net');
    expect(mailLinkOrigin(undefined, { APP_URL: 'https://d111.cloudfront.net/' })).toBe(
      'https://d111.cloudfront.net',
    );
    expect(() => mailLinkOrigin(withOrigin('https://app.example.com'), {})).toThrow(AppUrlConfigError);
    expect(() => mailLinkOrigin(undefined, {})).toThrow(AppUrlConfigError);
  });
});

describe('billing settings in AWS: keys from Secrets Manager', () => {
  const secrets = mockClient(SecretsManagerClient);
  afterAll(() => secrets.restore());

  it('reads the Stripe key and the signing secret from the secrets the CDK names, once per container', async () => {
    secrets.reset();
    secrets
      .on(GetSecretValueCommand, { SecretId: 'arn:key' })
      .resolves({ SecretString: 'sk_test_from_secrets' });
    secrets
      .on(GetSecretValueCommand, { SecretId: 'arn:webhook' })
      .resolves({ SecretString: 'whsec_from_secrets\n' });
    const env = {
      STRIPE_SECRET_KEY_SECRET_ARN: 'arn:key',
      STRIPE_WEBHOOK_SECRET_SECRET_ARN: 'arn:webhook',
      STRIPE_PRICE_ID: 'price_123',
      AWS_LAMBDA_FUNCTION_NAME: 'reno-billing',
    };

    const settings = await loadStripeApiSettings(env);
    await loadStripeApiSettings(env);

    expect(settings).toEqual({ secretKey: 'sk_test_from_secrets', priceId: 'price_123', apiUrl: null });
    expect(await loadWebhookSecret(env)).toBe('whsec_from_secrets');
    expect(secrets.commandCalls(GetSecretValueCommand, { SecretId: 'arn:key' })).toHaveLength(1);
  });

  it('answers 503 while the secret still holds the generated placeholder', async () => {
    secrets.reset();
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'q8Zx2generatedRandom' });

    await expect(
      loadStripeApiSettings({ STRIPE_SECRET_KEY_SECRET_ARN: 'arn:placeholder' }),
    ).rejects.toBeInstanceOf(BillingNotConfiguredError);
  });
});

import { describe, expect, it } from 'vitest';
import { combinationsRouteTable } from './testing/route-tables';
import { synthTestStack, type TestStack } from './testing/test-app';

const fullyConfigured = {
  appUrl: 'https://reno.example.com',
  domainName: 'reno.example.com',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
  googleClientId: 'google-client',
  googleClientSecretName: 'reno/google',
  oidcProviderName: 'Okta',
  oidcIssuerUrl: 'https://example.okta.com',
  oidcClientId: 'okta-client',
  oidcClientSecretName: 'reno/okta',
  alarmEmail: 'ops@example.com',
  emailVerification: true,
  stripePriceId: 'price_123',
  bedrockModelId: 'us.amazon.nova-pro-v1:0',
};

interface Suppression {
  id: string;
  reason: string;
}

function suppressionsOf(t: TestStack): Suppression[] {
  return t.stack.node
    .findAll()
    .flatMap((construct) => construct.node.metadata)
    .filter((entry) => entry.type === 'cdk_nag')
    .flatMap((entry) => (entry.data as { rules_to_suppress?: Suppression[] }).rules_to_suppress ?? []);
}

function cfnSuppressionsOf(t: TestStack): Suppression[] {
  const resources = t.template.toJSON().Resources as Record<
    string,
    { Metadata?: { cdk_nag?: { rules_to_suppress: Suppression[] } } }
  >;
  return Object.values(resources).flatMap((r) => r.Metadata?.cdk_nag?.rules_to_suppress ?? []);
}

describe.each([
  ['the default settings and the real route table', {}],
  [
    'every optional setting and a webhook route',
    { context: fullyConfigured, routeTable: combinationsRouteTable },
  ],
])('cdk-nag AwsSolutions with %s', (_label, options) => {
  const t = synthTestStack(options);

  it('leaves no unsuppressed error', () => {
    const errors = t.nagErrors().map((error) => `${error.id}: ${String(error.entry.data).split(':')[0]}`);
    expect(errors).toEqual([]);
  });

  it('gives every suppression a reason of its own', () => {
    const suppressions = [...suppressionsOf(t), ...cfnSuppressionsOf(t)];
    expect(suppressions.length).toBeGreaterThan(0);
    for (const suppression of suppressions) {
      expect(suppression.id).toMatch(/^AwsSolutions-/);
      expect(suppression.reason.length, suppression.reason).toBeGreaterThan(40);
    }
  });
});

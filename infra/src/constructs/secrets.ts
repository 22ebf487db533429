import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_VARIABLE } from '@reno/functions/lib/http/origin-header';
import type { ResourceDefinition } from '@reno/functions/routes';

export type SecretGroup = NonNullable<ResourceDefinition['secrets']>[number];

/**
 * A function that names a secret group in the route table gets, for each secret of the group, an
 * environment variable `<NAME>_SECRET_ARN` holding the secret's ARN, and read access to that secret
 * only. Locally the value itself arrives as the plain variable `<NAME>` (e.g. ADMIN_PASSWORD).
 */
export interface AppSecret {
  /** The variable that holds the value locally, e.g. STRIPE_SECRET_KEY. */
  localName: string;
  secret: ISecret;
}

export const secretArnVariable = (secret: AppSecret): string => `${secret.localName}_SECRET_ARN`;

/** The variable names of each group's secrets, as the handlers read them. */
export const SECRET_NAMES: Record<SecretGroup, readonly string[]> = {
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  admin: ['ADMIN_PASSWORD'],
};

/**
 * Stripe's API key, its webhook signing secret, the operator's admin password, and the origin secret
 * that CloudFront adds to every API request (the API refuses requests without it).
 */
export class Secrets extends Construct {
  readonly byGroup: Record<SecretGroup, AppSecret[]>;
  /** Given to every API function, not by route-table group: no route is reachable without it. */
  readonly originVerify: AppSecret;

  constructor(scope: Construct, id: string, props: { nameSlug: string }) {
    super(scope, id);
    // Created with a random value; the operator puts the real Stripe values after the first deploy
    // (docs/deploy.md). The admin password stays random: read it from Secrets Manager.
    const secret = (name: string, description: string) =>
      new Secret(this, name, {
        secretName: `${props.nameSlug}/${name}`,
        description,
        generateSecretString: { passwordLength: 32, excludePunctuation: true },
      });

    const stripeSecretKey = secret(
      'stripe-secret-key',
      'Stripe secret API key (sk_live_… or sk_test_…): replace the generated value with yours.',
    );
    const stripeWebhookSecret = secret(
      'stripe-webhook-secret',
      'Signing secret (whsec_…) of the Stripe webhook endpoint for /api/stripe/webhook: replace the generated value.',
    );
    const adminPassword = secret('admin-password', 'Shared password of the operator admin screen (/admin).');
    const originVerify = secret(
      'origin-verify',
      'Sent by CloudFront to the API in the x-origin-verify header; the API refuses requests without it.',
    );
    this.originVerify = { localName: ORIGIN_VERIFY_VARIABLE, secret: originVerify };

    this.byGroup = {
      stripe: [
        { localName: SECRET_NAMES.stripe[0]!, secret: stripeSecretKey },
        { localName: SECRET_NAMES.stripe[1]!, secret: stripeWebhookSecret },
      ],
      admin: [{ localName: SECRET_NAMES.admin[0]!, secret: adminPassword }],
    };

    NagSuppressions.addResourceSuppressions(
      [stripeSecretKey, stripeWebhookSecret, adminPassword, originVerify],
      [
        {
          id: 'AwsSolutions-SMG4',
          reason:
            'Stripe keys are rotated in the Stripe dashboard, the admin password and the origin secret by the operator (docs/deploy.md); no rotation Lambda can do any of them.',
        },
      ],
    );
  }
}

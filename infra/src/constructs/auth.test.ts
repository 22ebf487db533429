import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthTestStack } from '../testing/test-app';
import { resource, resourcesOfType } from '../testing/template-queries';

describe('Cognito', () => {
  const t = synthTestStack();

  it('signs in by email with the spec’s password rule (8 characters, nothing else)', () => {
    t.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
      DeletionProtection: 'ACTIVE',
    });
  });

  it('confirms sign-ups through the PreSignUp trigger, which knows the verification switch', () => {
    const triggerId = t.stack.getLogicalId(t.stack.auth.preSignUp.node.defaultChild as never);
    t.template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PreSignUp: { 'Fn::GetAtt': [triggerId, 'Arn'] } },
    });
    expect(resource(t.template, triggerId).Properties!.Environment).toMatchObject({
      Variables: { REQUIRE_EMAIL_VERIFICATION: 'false' },
    });
    const verified = synthTestStack({ context: { emailVerification: 'true' } });
    const verifiedTrigger = verified.stack.getLogicalId(
      verified.stack.auth.preSignUp.node.defaultChild as never,
    );
    expect(resource(verified.template, verifiedTrigger).Properties!.Environment).toMatchObject({
      Variables: { REQUIRE_EMAIL_VERIFICATION: 'true' },
    });
  });

  it('gives Amplify a public client with USER_PASSWORD_AUTH and refresh, and no OAuth while the app URL is unknown', () => {
    t.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      GenerateSecret: false,
      AllowedOAuthFlowsUserPoolClient: false,
      SupportedIdentityProviders: ['COGNITO'],
    });
    expect(t.stack.auth.oauth).toBeNull();
  });

  it('has a hosted UI domain', () => {
    expect(resourcesOfType(t.template, 'AWS::Cognito::UserPoolDomain')).toHaveLength(1);
  });
});

describe('federated sign-in', () => {
  const t = synthTestStack({
    context: {
      appUrl: 'https://reno.example.com',
      authDomainPrefix: 'reno-test',
      googleClientId: 'google-client.apps.googleusercontent.com',
      googleClientSecretName: 'reno/google-client-secret',
    },
  });

  it('adds Google with its secret as a deploy-time reference, never in the template', () => {
    t.template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: Match.objectLike({
        client_id: 'google-client.apps.googleusercontent.com',
        client_secret: '{{resolve:secretsmanager:reno/google-client-secret:SecretString:::}}',
        authorize_scopes: 'openid email profile',
      }),
    });
  });

  it('runs the OAuth code flow back to the app URL and offers Google on the client', () => {
    t.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      CallbackURLs: ['https://reno.example.com/'],
      LogoutURLs: ['https://reno.example.com/'],
      SupportedIdentityProviders: ['COGNITO', 'Google'],
    });
    t.template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'reno-test' });
  });

  it('tells the web app about it in config.json', () => {
    expect(t.stack.auth.oauth).toMatchObject({
      providers: ['Google'],
      redirectSignIn: 'https://reno.example.com/',
      redirectSignOut: 'https://reno.example.com/',
      scopes: ['openid', 'email', 'profile'],
    });
  });

  it('adds a generic OIDC provider under its own name', () => {
    const oidc = synthTestStack({
      context: {
        appUrl: 'https://reno.example.com',
        oidcProviderName: 'Okta',
        oidcIssuerUrl: 'https://example.okta.com',
        oidcClientId: 'okta-client',
        oidcClientSecretName: 'reno/okta',
      },
    });
    oidc.template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Okta',
      ProviderType: 'OIDC',
      ProviderDetails: Match.objectLike({
        oidc_issuer: 'https://example.okta.com',
        client_id: 'okta-client',
      }),
    });
    expect(oidc.stack.auth.oauth?.providers).toEqual(['Okta']);
  });

  it('refuses a provider without the app URL its callback needs', () => {
    expect(() =>
      synthTestStack({ context: { googleClientId: 'id', googleClientSecretName: 'reno/google' } }),
    ).toThrow(/appUrl/);
  });
});

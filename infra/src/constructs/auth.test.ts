import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthTestStack } from '../testing/test-app';
import { resource, resourcesOfType, singleOfType } from '../testing/template-queries';

describe('Cognito', () => {
  const t = synthTestStack();

  it('signs in by email with the product’s password rule (8 characters, nothing else)', () => {
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

  it('ends earlier sessions after a password reset through the PostConfirmation trigger, which writes to the table', () => {
    const triggerId = t.stack.getLogicalId(t.stack.auth.postConfirmation.node.defaultChild as never);
    const tableId = t.stack.getLogicalId(t.stack.data.table.node.defaultChild as never);
    t.template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PostConfirmation: { 'Fn::GetAtt': [triggerId, 'Arn'] } },
    });
    expect(resource(t.template, triggerId).Properties!.Environment).toMatchObject({
      Variables: { TABLE_NAME: { Ref: tableId } },
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

  it('writes no OAuth URLs while no provider is configured', () => {
    expect(resourcesOfType(t.template, 'Custom::OAuthRedirects')).toHaveLength(0);
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

  it('sends the browser back only to the CloudFront URL and the app URL, after sign-in and sign-out', () => {
    const distributionId = t.stack.getLogicalId(t.stack.web.distribution.node.defaultChild as never);
    const update = deployTimeJson(singleOfType(t.template, 'Custom::OAuthRedirects').Update) as {
      action: string;
      parameters: Record<string, unknown>;
    };
    const urls = [`https://<${distributionId}.DomainName>/`, 'https://reno.example.com/'];

    expect(update.action).toBe('UpdateUserPoolClient');
    // UpdateUserPoolClient resets what it is not given: every setting of the client is repeated.
    expect(update.parameters).toEqual({
      UserPoolId: expect.stringMatching(/^<AuthUserPool\w+>$/),
      ClientId: expect.stringMatching(/^<AuthUserPoolWebClient\w+>$/),
      ClientName: 'renotracker-web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
      SupportedIdentityProviders: ['COGNITO', 'Google'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      CallbackURLs: urls,
      LogoutURLs: urls,
    });
  });

  it('writes the custom domain’s URL too when one is set', () => {
    const custom = synthTestStack({
      context: {
        domainName: 'reno.example.com',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
        googleClientId: 'google-client',
        googleClientSecretName: 'reno/google',
      },
    });
    const distributionId = custom.stack.getLogicalId(
      custom.stack.web.distribution.node.defaultChild as never,
    );
    const update = deployTimeJson(singleOfType(custom.template, 'Custom::OAuthRedirects').Update) as {
      parameters: { CallbackURLs: string[]; LogoutURLs: string[] };
    };
    const urls = [`https://<${distributionId}.DomainName>/`, 'https://reno.example.com/'];
    expect(update.parameters.CallbackURLs).toEqual(urls);
    expect(update.parameters.LogoutURLs).toEqual(urls);
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

/** A JSON text CloudFormation joins at deploy time, with `<Ref>` and `<Resource.Attribute>` for its parts. */
function deployTimeJson(value: unknown): unknown {
  const parts = (value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
  const text = parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const reference = part as { Ref?: string; 'Fn::GetAtt'?: string[] };
      return `<${reference.Ref ?? reference['Fn::GetAtt']!.join('.')}>`;
    })
    .join('');
  return JSON.parse(text);
}

import { describe, expect, it } from 'vitest';
import { toAmplifyConfig, toAmplifyProvider } from './amplify';
import { parseRuntimeConfig } from './runtime-config';

const base = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_abc',
  userPoolClientId: 'client',
  apiUrl: '/api',
  chatUrl: '/api/ai-chat',
  oauth: null,
  emailVerification: false,
  billing: 'stripe',
  demoVideoUrl: null,
};

describe('toAmplifyConfig', () => {
  it('points Amplify at cognito-local only when cognitoEndpoint is set', () => {
    const local = toAmplifyConfig(
      parseRuntimeConfig({ ...base, cognitoEndpoint: 'http://127.0.0.1:5173/cognito' }),
    );
    expect(local.Auth?.Cognito.userPoolEndpoint).toBe('http://127.0.0.1:5173/cognito');
    const aws = toAmplifyConfig(parseRuntimeConfig(base));
    expect(aws.Auth?.Cognito).not.toHaveProperty('userPoolEndpoint');
    expect(aws.Auth?.Cognito.userPoolClientId).toBe('client');
  });

  it('configures OAuth only when oauth is given', () => {
    expect(toAmplifyConfig(parseRuntimeConfig(base)).Auth?.Cognito.loginWith).toEqual({ email: true });
    const withOAuth = toAmplifyConfig(
      parseRuntimeConfig({
        ...base,
        oauth: {
          domain: 'auth.example.com',
          providers: ['Google', 'CorpOIDC'],
          redirectSignIn: 'https://app/',
          redirectSignOut: 'https://app/',
          scopes: ['openid'],
        },
      }),
    );
    expect(withOAuth.Auth?.Cognito.loginWith?.oauth).toEqual({
      domain: 'auth.example.com',
      scopes: ['openid'],
      redirectSignIn: ['https://app/'],
      redirectSignOut: ['https://app/'],
      responseType: 'code',
      providers: ['Google', { custom: 'CorpOIDC' }],
    });
  });

  it('maps provider names to Amplify providers', () => {
    expect(toAmplifyProvider('Apple')).toBe('Apple');
    expect(toAmplifyProvider('Okta')).toEqual({ custom: 'Okta' });
  });
});

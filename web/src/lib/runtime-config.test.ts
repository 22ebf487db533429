import { describe, expect, it } from 'vitest';
import { googleOAuth, testConfig } from '../testing/test-config';
import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const local = {
  ...testConfig,
  userPoolId: 'local_abc123',
  userPoolClientId: 'xyz',
  cognitoEndpoint: 'http://127.0.0.1:5173/cognito',
};

describe('parseRuntimeConfig', () => {
  it('reads the local stack config', () => {
    expect(parseRuntimeConfig(local)).toEqual(local);
  });

  it('reads the AWS config (no endpoint, OAuth on, email verification on)', () => {
    const config = parseRuntimeConfig({
      ...local,
      cognitoEndpoint: undefined,
      oauth: googleOAuth,
      emailVerification: true,
      billing: 'stripe',
    });
    expect(config.cognitoEndpoint).toBeNull();
    expect(config.oauth).toEqual(googleOAuth);
    expect(config.emailVerification).toBe(true);
    expect(config.billing).toBe('stripe');
  });

  it('refuses a config without the user pool', () => {
    expect(() => parseRuntimeConfig({ ...local, userPoolId: '' })).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(null)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig({ ...local, oauth: { domain: 'x', providers: 'Google' } })).toThrow(
      /oauth/,
    );
  });
});

import type { RuntimeConfig } from '../lib/runtime-config';

/** The runtime configuration the component tests run the app with (the local stack's shape). */
export const testConfig: RuntimeConfig = {
  region: 'us-east-1',
  userPoolId: 'local_test',
  userPoolClientId: 'test-client',
  cognitoEndpoint: null,
  apiUrl: '/api',
  chatUrl: '/api/ai-chat',
  oauth: null,
  emailVerification: false,
  billing: 'local',
  demoVideoUrl: 'https://example.com/demo',
};

/** A hosted UI that offers Google, for the tests of federated sign-in and of the config that turns it on. */
export const googleOAuth: NonNullable<RuntimeConfig['oauth']> = {
  domain: 'auth.example.com',
  providers: ['Google'],
  redirectSignIn: 'https://app.example.com/',
  redirectSignOut: 'https://app.example.com/',
  scopes: ['openid', 'email', 'profile'],
};

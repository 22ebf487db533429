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

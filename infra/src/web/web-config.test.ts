import { describe, expect, it } from 'vitest';
import { webConfig } from './web-config';

// The keys of GET /config.json as config-contract.md fixes them, in its order.
const CONTRACT_KEYS = [
  'region',
  'userPoolId',
  'userPoolClientId',
  'cognitoEndpoint',
  'apiUrl',
  'chatUrl',
  'oauth',
  'emailVerification',
  'billing',
  'demoVideoUrl',
];

describe('config.json for the web app', () => {
  const base = {
    region: 'us-east-1',
    userPoolId: 'us-east-1_abc',
    userPoolClientId: 'client123',
    chatPath: '/api/ai-chat',
    oauth: null,
    emailVerification: false,
    demoVideoUrl: 'https://example.com/demo',
  };

  it('has exactly the contract’s keys, same-origin API and chat URLs, and Stripe billing', () => {
    const config = webConfig(base);
    expect(Object.keys(config)).toEqual(CONTRACT_KEYS);
    expect(config).toMatchObject({
      apiUrl: '/api',
      chatUrl: '/api/ai-chat',
      cognitoEndpoint: null,
      billing: 'stripe',
    });
  });

  it('passes the federated sign-in settings and the verification switch through', () => {
    const oauth = {
      domain: 'reno.auth.us-east-1.amazoncognito.com',
      providers: ['Google'],
      redirectSignIn: 'https://reno.example.com/',
      redirectSignOut: 'https://reno.example.com/',
      scopes: ['openid', 'email', 'profile'],
    };
    expect(webConfig({ ...base, oauth, emailVerification: true })).toMatchObject({
      oauth,
      emailVerification: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_BEDROCK_MODEL_ID, readSettings } from './settings';

const read = (context: Record<string, unknown>) => readSettings((key) => context[key]);

describe('settings from CDK context', () => {
  it('has working defaults for a first deploy', () => {
    expect(read({})).toMatchObject({
      stackName: 'RenoTracker',
      nameSlug: 'renotracker',
      bedrockModelId: DEFAULT_BEDROCK_MODEL_ID,
      emailVerification: false,
      appUrl: undefined,
      google: undefined,
      oidc: undefined,
      customDomain: undefined,
      apiThrottle: { rateLimit: 50, burstLimit: 100 },
      chatLimits: {
        concurrency: 10,
        dailyMessages: 5000,
        dailyTokens: { free: 400_000, pro: 4_000_000, global: 100_000_000 },
      },
      signUpWaf: { signUpsPerIpPer5Minutes: 20 },
    });
  });

  it('creates a WAF web ACL by default, takes an existing one by ARN, or none', () => {
    expect(read({}).waf).toEqual({ mode: 'create', ratePerIpPer5Minutes: 1000 });
    const arn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/mine/abc';
    expect(read({ webAclArn: arn }).waf).toEqual({ mode: 'existing', webAclArn: arn });
    expect(read({ waf: 'false' }).waf).toEqual({ mode: 'off' });
    // A regional ACL cannot be attached to CloudFront.
    expect(() => read({ webAclArn: 'arn:aws:wafv2:eu-west-1:123456789012:regional/webacl/x/y' })).toThrow(
      /webAclArn/,
    );
    expect(() => read({ wafRateLimit: 5 })).toThrow(/wafRateLimit/);
  });

  it('reads the ceiling on model spend, in whole numbers', () => {
    expect(read({ chatConcurrency: '3', chatDailyMessages: 100 }).chatLimits).toEqual({
      concurrency: 3,
      dailyMessages: 100,
      dailyTokens: { free: 400_000, pro: 4_000_000, global: 100_000_000 },
    });
    expect(() => read({ chatConcurrency: '2.5' })).toThrow(/whole numbers/);
    expect(() => read({ chatDailyMessages: '-1' })).toThrow(/chatDailyMessages/);
  });

  it('reads the daily token budgets, each able to hold one message (50,000 tokens)', () => {
    expect(
      read({ chatDailyTokensFree: '100000', chatDailyTokensPro: 900_000, chatDailyTokens: '5000000' })
        .chatLimits.dailyTokens,
    ).toEqual({ free: 100_000, pro: 900_000, global: 5_000_000 });
    expect(() => read({ chatDailyTokensFree: 49_999 })).toThrow(/chatDailyTokensFree.*at least 50000/);
    expect(() => read({ chatDailyTokens: '1.5e5' })).not.toThrow();
    expect(() => read({ chatDailyTokensPro: '60000.5' })).toThrow(/chatDailyTokensPro/);
  });

  it('reads the sign-up rate limit of the user pool, at least WAF’s smallest (10), off with waf=false', () => {
    expect(read({ signUpRateLimit: '40' }).signUpWaf).toEqual({ signUpsPerIpPer5Minutes: 40 });
    expect(read({ waf: 'false' }).signUpWaf).toBeNull();
    expect(() => read({ signUpRateLimit: 5 })).toThrow(/signUpRateLimit/);
  });

  it('reads -c strings and cdk.json values alike', () => {
    expect(read({ emailVerification: 'true', apiThrottleRate: '10' })).toMatchObject({
      emailVerification: true,
      apiThrottle: { rateLimit: 10 },
    });
    expect(read({ emailVerification: false, apiThrottleBurst: 7 })).toMatchObject({
      emailVerification: false,
      apiThrottle: { burstLimit: 7 },
    });
  });

  it.each([
    [{ emailVerification: 'yes' }, /emailVerification.*true or false/],
    [{ apiThrottleRate: '-3' }, /apiThrottleRate.*positive number/],
    [{ appUrl: 'http://insecure.example.com' }, /appUrl.*https/],
    [{ authDomainPrefix: 'My_Domain' }, /authDomainPrefix/],
    [{ authDomainPrefix: 'reno-cognito' }, /without 'aws', 'amazon' or 'cognito'/],
    [{ stackName: '1stack' }, /stackName/],
    [{ googleClientId: 'x' }, /googleClientSecretName.*missing googleClientSecretName/],
    [{ domainName: 'reno.example.com' }, /certificateArn/],
    [{ oidcProviderName: 'Okta', oidcClientId: 'c', oidcClientSecretName: 's' }, /oidcIssuerUrl/],
  ])('refuses %j with a message naming the key', (context, message) => {
    expect(() => read(context)).toThrow(message);
  });

  it('derives the app URL from a custom domain and trims a trailing slash from appUrl', () => {
    expect(read({ domainName: 'reno.example.com', certificateArn: 'arn:cert' }).appUrl).toBe(
      'https://reno.example.com',
    );
    expect(read({ appUrl: 'https://d111.cloudfront.net/' }).appUrl).toBe('https://d111.cloudfront.net');
  });

  it('accepts a federated provider once the app URL is known', () => {
    const settings = read({
      appUrl: 'https://reno.example.com',
      googleClientId: 'id',
      googleClientSecretName: 'reno/google',
    });
    expect(settings.google).toEqual({ clientId: 'id', clientSecretName: 'reno/google' });
  });

  it('makes a short lower-case slug for resource names', () => {
    expect(read({ stackName: 'Reno-Tracker-Staging-Environment' }).nameSlug).toBe('reno-tracker-staging');
  });
});

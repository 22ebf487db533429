/**
 * Deploy-time settings, read from CDK context (`cdk.json` or `-c key=value`). Everything has a
 * working default except the optional federated identity provider and custom domain; a bad value
 * fails synth with a message naming the key.
 */
import { SIGN_UP_RATE_LIMIT } from '@reno/domain';
import {
  DEFAULT_DAILY_QUOTA,
  DEFAULT_DAILY_TOKENS,
  MESSAGE_TOKEN_ALLOWANCE,
} from '@reno/functions/lib/chat/limits';

interface GoogleIdpSettings {
  clientId: string;
  /** Name of a Secrets Manager secret (created before deploy) whose SecretString is the client secret. */
  clientSecretName: string;
}

interface OidcIdpSettings {
  /** The provider name users see on the hosted UI and the web app passes to signInWithRedirect. */
  providerName: string;
  issuerUrl: string;
  clientId: string;
  clientSecretName: string;
}

export interface CustomDomainSettings {
  domainName: string;
  /** ACM certificate in us-east-1 covering domainName (CloudFront's requirement). */
  certificateArn: string;
}

export interface AppSettings {
  stackName: string;
  /** Lower-case slug of the stack name for globally unique resource names. */
  nameSlug: string;
  bedrockModelId: string;
  emailVerification: boolean;
  /** Hosted UI domain prefix; undefined means `<nameSlug>-<account id>`. */
  authDomainPrefix: string | undefined;
  /** The app's public URL when known before deploy (needed for the OAuth callback of a federated IdP). */
  appUrl: string | undefined;
  customDomain: CustomDomainSettings | undefined;
  google: GoogleIdpSettings | undefined;
  oidc: OidcIdpSettings | undefined;
  alarmEmail: string | undefined;
  /**
   * The address the app's own mail comes from (password recovery codes), an SES identity verified in the
   * stack's account and region (the address or its domain). Unset: that mail cannot be sent.
   */
  mailFrom: string | undefined;
  demoVideoUrl: string;
  stripePriceId: string | undefined;
  apiThrottle: { rateLimit: number; burstLimit: number };
  /**
   * Ceiling on model spend: assistant replies at once (reserved concurrency), messages per day of all
   * users, and model tokens per day by plan and of all users (docs/product.md#daily-quotas).
   */
  chatLimits: {
    concurrency: number;
    dailyMessages: number;
    dailyTokens: { free: number; pro: number; global: number };
  };
  /** Its own API Gateway route throttle, so a flood elsewhere cannot starve Stripe's events. */
  stripeWebhookThrottle: { rateLimit: number; burstLimit: number };
  /**
   * The distribution's WAF web ACL: `create` one (in us-east-1, a companion stack when the app is
   * elsewhere), attach an `existing` one by ARN, or `off`.
   */
  waf:
    | { mode: 'create'; ratePerIpPer5Minutes: number }
    | { mode: 'existing'; webAclArn: string }
    | { mode: 'off' };
  /**
   * The user pool's WAF web ACL: sign-ups per client IP in any 5 minutes (`signUpRateLimit`); null with
   * `waf=false`, which turns off both web ACLs.
   */
  signUpWaf: { signUpsPerIpPer5Minutes: number } | null;
}

export const DEFAULT_BEDROCK_MODEL_ID = 'amazon.nova-lite-v1:0';
const DEFAULT_DEMO_VIDEO_URL = 'https://www.youtube.com/results?search_query=home+renovation+budget+tracker';

class SettingsError extends Error {
  constructor(key: string, problem: string) {
    super(`Context '${key}': ${problem}`);
    this.name = 'SettingsError';
  }
}

type ContextReader = (key: string) => unknown;

function text(read: ContextReader, key: string): string | undefined {
  const value = read(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string')
    throw new SettingsError(key, `expected a string, got ${JSON.stringify(value)}`);
  return value.trim();
}

/** `-c key=true` arrives as a string, cdk.json may hold a real boolean. */
function flag(read: ContextReader, key: string, fallback: boolean): boolean {
  const value = read(key);
  if (value === undefined || value === null || value === '') return fallback;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new SettingsError(key, `expected true or false, got ${JSON.stringify(value)}`);
}

function positiveNumber(read: ContextReader, key: string, fallback: number): number {
  const value = read(key);
  if (value === undefined || value === null || value === '') return fallback;
  const parsed = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new SettingsError(key, `expected a positive number, got ${JSON.stringify(value)}`);
  return parsed;
}

function httpsUrl(read: ContextReader, key: string): string | undefined {
  const value = text(read, key);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingsError(key, `not a URL: ${value}`);
  }
  if (url.protocol !== 'https:') throw new SettingsError(key, `must start with https://, got ${value}`);
  return value.replace(/\/+$/, '');
}

/** Settings that only make sense together: all of `keys` (field → context key) given, or none. */
function together<K extends string>(
  read: ContextReader,
  label: string,
  keys: Record<K, string>,
): Record<K, string> | undefined {
  const entries = Object.entries(keys) as [K, string][];
  const values = entries.map(([field, key]) => [field, key, text(read, key)] as const);
  if (values.every(([, , value]) => value === undefined)) return undefined;
  const missing = values.filter(([, , value]) => value === undefined).map(([, key]) => key);
  if (missing.length > 0) {
    throw new SettingsError(
      missing[0]!,
      `${label} needs ${Object.values(keys).join(', ')}; missing ${missing.join(', ')}`,
    );
  }
  return Object.fromEntries(values.map(([field, , value]) => [field, value])) as Record<K, string>;
}

const DOMAIN_PREFIX = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The stack name, and its lower-case slug for globally unique resource names. */
function readStackName(read: ContextReader): Pick<AppSettings, 'stackName' | 'nameSlug'> {
  const stackName = text(read, 'stackName') ?? 'RenoTracker';
  if (!/^[A-Za-z][A-Za-z0-9-]{0,63}$/.test(stackName)) {
    throw new SettingsError('stackName', `letters, digits and hyphens, starting with a letter: ${stackName}`);
  }
  const nameSlug = stackName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 20)
    .replace(/-+$/, '');
  return { stackName, nameSlug };
}

function readAuthDomainPrefix(read: ContextReader): string | undefined {
  const authDomainPrefix = text(read, 'authDomainPrefix');
  if (
    authDomainPrefix !== undefined &&
    (!DOMAIN_PREFIX.test(authDomainPrefix) || /aws|amazon|cognito/.test(authDomainPrefix))
  ) {
    throw new SettingsError(
      'authDomainPrefix',
      `lower-case letters, digits and hyphens, without 'aws', 'amazon' or 'cognito': ${authDomainPrefix}`,
    );
  }
  return authDomainPrefix;
}

function readOidc(read: ContextReader): OidcIdpSettings | undefined {
  const oidc = together(read, 'OIDC sign-in', {
    providerName: 'oidcProviderName',
    issuerUrl: 'oidcIssuerUrl',
    clientId: 'oidcClientId',
    clientSecretName: 'oidcClientSecretName',
  });
  if (!oidc) return undefined;
  oidc.issuerUrl = httpsUrl(read, 'oidcIssuerUrl')!;
  if (!/^[\w.-]{1,32}$/.test(oidc.providerName)) {
    throw new SettingsError(
      'oidcProviderName',
      `1-32 letters, digits, '.', '_' or '-': ${oidc.providerName}`,
    );
  }
  return oidc;
}

/** Where the app is reached: a custom domain, federated sign-in, and the app URL their OAuth callback needs. */
function readAppAddress(
  read: ContextReader,
): Pick<AppSettings, 'appUrl' | 'customDomain' | 'google' | 'oidc'> {
  const customDomain = together(read, 'a custom domain', {
    domainName: 'domainName',
    certificateArn: 'certificateArn',
  });
  const google = together(read, 'Google sign-in', {
    clientId: 'googleClientId',
    clientSecretName: 'googleClientSecretName',
  });
  const oidc = readOidc(read);
  const appUrl =
    httpsUrl(read, 'appUrl') ?? (customDomain ? `https://${customDomain.domainName}` : undefined);
  if ((google || oidc) && !appUrl) {
    throw new SettingsError(
      'appUrl',
      'federated sign-in needs the app URL for its OAuth callback. Deploy once, then pass ' +
        '-c appUrl=https://<the AppUrl output> (or set domainName and certificateArn). See docs/deploy.md.',
    );
  }
  return { appUrl, customDomain, google, oidc };
}

/** Model tokens per day: a budget below one message's allowance would refuse every message. */
function tokenBudget(read: ContextReader, key: string, fallback: number): number {
  const tokens = positiveNumber(read, key, fallback);
  if (!Number.isInteger(tokens) || tokens < MESSAGE_TOKEN_ALLOWANCE) {
    throw new SettingsError(
      key,
      `a whole number of tokens, at least ${MESSAGE_TOKEN_ALLOWANCE} (one message)`,
    );
  }
  return tokens;
}

function readChatLimits(read: ContextReader): AppSettings['chatLimits'] {
  const concurrency = positiveNumber(read, 'chatConcurrency', 10);
  const dailyMessages = positiveNumber(read, 'chatDailyMessages', DEFAULT_DAILY_QUOTA.global);
  if (!Number.isInteger(concurrency) || !Number.isInteger(dailyMessages)) {
    throw new SettingsError('chatConcurrency', 'chatConcurrency and chatDailyMessages must be whole numbers');
  }
  // The handler's own defaults (docs/product.md#daily-quotas gives the reasons).
  const dailyTokens = {
    free: tokenBudget(read, 'chatDailyTokensFree', DEFAULT_DAILY_TOKENS.free),
    pro: tokenBudget(read, 'chatDailyTokensPro', DEFAULT_DAILY_TOKENS.pro),
    global: tokenBudget(read, 'chatDailyTokens', DEFAULT_DAILY_TOKENS.global),
  };
  return { concurrency, dailyMessages, dailyTokens };
}

function readWaf(read: ContextReader): AppSettings['waf'] {
  const webAclArn = text(read, 'webAclArn');
  if (
    webAclArn !== undefined &&
    !/^arn:aws[\w-]*:wafv2:us-east-1:\d{12}:global\/webacl\/.+$/.test(webAclArn)
  ) {
    throw new SettingsError('webAclArn', `a CloudFront (global, us-east-1) WAFv2 web ACL ARN: ${webAclArn}`);
  }
  const ratePerIpPer5Minutes = positiveNumber(read, 'wafRateLimit', 1000);
  if (!Number.isInteger(ratePerIpPer5Minutes) || ratePerIpPer5Minutes < 10) {
    throw new SettingsError('wafRateLimit', `a whole number of requests per 5 minutes, at least 10`);
  }
  if (webAclArn) return { mode: 'existing', webAclArn };
  return flag(read, 'waf', true) ? { mode: 'create', ratePerIpPer5Minutes } : { mode: 'off' };
}

/** Sign-ups per client IP in 5 minutes: SIGN_UP_RATE_LIMIT by default, as the local stack has it. */
function readSignUpWaf(read: ContextReader): AppSettings['signUpWaf'] {
  const signUpsPerIpPer5Minutes = positiveNumber(read, 'signUpRateLimit', SIGN_UP_RATE_LIMIT.requests);
  // WAF's smallest rate limit is 10.
  if (!Number.isInteger(signUpsPerIpPer5Minutes) || signUpsPerIpPer5Minutes < 10) {
    throw new SettingsError('signUpRateLimit', 'a whole number of sign-ups per 5 minutes, at least 10');
  }
  return flag(read, 'waf', true) ? { signUpsPerIpPer5Minutes } : null;
}

function readMailFrom(read: ContextReader): string | undefined {
  const mailFrom = text(read, 'mailFrom');
  if (mailFrom !== undefined && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(mailFrom)) {
    throw new SettingsError('mailFrom', `a plain e-mail address (an SES identity), got ${mailFrom}`);
  }
  return mailFrom;
}

/** An API Gateway throttle: requests per second, and a burst in whole requests. */
function throttle(
  read: ContextReader,
  keys: { rate: string; burst: string },
  fallback: { rate: number; burst: number },
): { rateLimit: number; burstLimit: number } {
  const rateLimit = positiveNumber(read, keys.rate, fallback.rate);
  const burstLimit = positiveNumber(read, keys.burst, fallback.burst);
  return { rateLimit, burstLimit: Math.round(burstLimit) };
}

export function readSettings(read: ContextReader): AppSettings {
  const { stackName, nameSlug } = readStackName(read);
  const authDomainPrefix = readAuthDomainPrefix(read);
  const { appUrl, customDomain, google, oidc } = readAppAddress(read);
  const chatLimits = readChatLimits(read);
  const waf = readWaf(read);
  const mailFrom = readMailFrom(read);
  const apiThrottle = throttle(
    read,
    { rate: 'apiThrottleRate', burst: 'apiThrottleBurst' },
    { rate: 50, burst: 100 },
  );

  return {
    stackName,
    nameSlug,
    bedrockModelId: text(read, 'bedrockModelId') ?? DEFAULT_BEDROCK_MODEL_ID,
    emailVerification: flag(read, 'emailVerification', false),
    authDomainPrefix,
    appUrl,
    customDomain,
    google,
    oidc,
    alarmEmail: text(read, 'alarmEmail'),
    mailFrom,
    demoVideoUrl: httpsUrl(read, 'demoVideoUrl') ?? DEFAULT_DEMO_VIDEO_URL,
    stripePriceId: text(read, 'stripePriceId'),
    apiThrottle,
    chatLimits,
    stripeWebhookThrottle: throttle(
      read,
      { rate: 'stripeWebhookThrottleRate', burst: 'stripeWebhookThrottleBurst' },
      { rate: 10, burst: 20 },
    ),
    waf,
    signUpWaf: readSignUpWaf(read),
  };
}

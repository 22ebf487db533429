/** The shape of GET /config.json (brief: config contract), written by the local stack and by CDK. */
interface OAuthConfig {
  domain: string;
  providers: string[];
  redirectSignIn: string;
  redirectSignOut: string;
  scopes: string[];
}

export interface RuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Only on the local stack (cognito-local); Amplify's Auth.Cognito.userPoolEndpoint. */
  cognitoEndpoint: string | null;
  apiUrl: string;
  chatUrl: string;
  oauth: OAuthConfig | null;
  emailVerification: boolean;
  billing: 'local' | 'stripe';
  demoVideoUrl: string | null;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

const requiredString = (raw: Record<string, unknown>, key: string): string => {
  const value = raw[key];
  if (typeof value !== 'string' || value === '') {
    throw new RuntimeConfigError(`config.json: "${key}" must be a non-empty string`);
  }
  return value;
};

const optionalString = (raw: Record<string, unknown>, key: string): string | null => {
  const value = raw[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

const parseOAuth = (value: unknown): OAuthConfig | null => {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object')
    throw new RuntimeConfigError('config.json: "oauth" must be an object or null');
  const raw = value as Record<string, unknown>;
  const strings = (key: string): string[] => {
    const list = raw[key];
    if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) {
      throw new RuntimeConfigError(`config.json: "oauth.${key}" must be a list of strings`);
    }
    return list as string[];
  };
  return {
    domain: requiredString(raw, 'domain'),
    providers: strings('providers'),
    redirectSignIn: requiredString(raw, 'redirectSignIn'),
    redirectSignOut: requiredString(raw, 'redirectSignOut'),
    scopes: strings('scopes'),
  };
};

// Hand-written rather than zod: this runs in the entry chunk, before any route, and must stay small.
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null)
    throw new RuntimeConfigError('config.json is not an object');
  const raw = value as Record<string, unknown>;
  return {
    region: requiredString(raw, 'region'),
    userPoolId: requiredString(raw, 'userPoolId'),
    userPoolClientId: requiredString(raw, 'userPoolClientId'),
    cognitoEndpoint: optionalString(raw, 'cognitoEndpoint'),
    apiUrl: optionalString(raw, 'apiUrl') ?? '/api',
    chatUrl: optionalString(raw, 'chatUrl') ?? '/api/ai-chat',
    oauth: parseOAuth(raw.oauth),
    emailVerification: raw.emailVerification === true,
    billing: raw.billing === 'stripe' ? 'stripe' : 'local',
    demoVideoUrl: optionalString(raw, 'demoVideoUrl'),
  };
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new RuntimeConfigError(`config.json: ${response.status} ${response.statusText}`);
  return parseRuntimeConfig(await response.json());
}

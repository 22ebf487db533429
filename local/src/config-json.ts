import { chatStream } from '@reno/functions/host';
import { isLoopbackHost } from './loopback-guard';

/** GET /config.json, the shape the CDK deployment writes too (see the config contract). */
export interface RuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  cognitoEndpoint: string | null;
  apiUrl: string;
  chatUrl: string;
  oauth: null | {
    domain: string;
    providers: string[];
    redirectSignIn: string;
    redirectSignOut: string;
    scopes: string[];
  };
  emailVerification: boolean;
  billing: 'local' | 'stripe';
  demoVideoUrl: string;
}

export const COGNITO_PATH = '/cognito';

export interface ConfigInput {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  emailVerification: boolean;
  billing: 'local' | 'stripe';
  demoVideoUrl: string;
  /** The local hosted UI (https on its own port) and its providers; null: no federated sign-in. */
  hostedUi: { port: number; providers: string[]; scopes: string[] } | null;
}

/**
 * The Cognito endpoint is given on the origin the browser used (127.0.0.1 or localhost), so that
 * Amplify's calls stay same-origin whichever name was typed.
 */
export function buildRuntimeConfig(input: ConfigInput, origin: string): RuntimeConfig {
  return {
    region: input.region,
    userPoolId: input.userPoolId,
    userPoolClientId: input.userPoolClientId,
    cognitoEndpoint: `${origin}${COGNITO_PATH}`,
    apiUrl: '/api',
    chatUrl: chatStream.paths[0]!,
    oauth: input.hostedUi && {
      // Amplify adds https:// itself; the callback and logout URL is the page's own origin.
      domain: `${new URL(origin).hostname}:${input.hostedUi.port}`,
      providers: input.hostedUi.providers,
      redirectSignIn: `${origin}/`,
      redirectSignOut: `${origin}/`,
      scopes: input.hostedUi.scopes,
    },
    emailVerification: input.emailVerification,
    billing: input.billing,
    demoVideoUrl: input.demoVideoUrl,
  };
}

/**
 * The origin of a request if it came in on a loopback name, otherwise the stack's own URL. A loopback
 * proxy that terminates TLS in front of the stack (the bench's CloudFront stand-in) says so with
 * `X-Forwarded-Proto: https`, as CloudFront does.
 */
export function requestOrigin(
  host: string | undefined,
  fallback: string,
  forwardedProto?: string | string[],
): string {
  if (!isLoopbackHost(host)) return fallback;
  return `${forwardedProto === 'https' ? 'https' : 'http'}://${host}`;
}

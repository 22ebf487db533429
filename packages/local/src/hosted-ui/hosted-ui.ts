import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../api/request-body';
import type { CognitoLocal } from '../cognito/cognito-local';
import type { StackLogger } from '../logger';
import { isLoopbackHost, refuseForeignRequest } from '../loopback-guard';
import { listenOnLoopback, PORT_ENV_VARS } from '../services/ports';
import { federatedSignIn, LinkRefusedError, type ProviderProfile } from './federated-accounts';
import { hostedUiConfiguration, type HostedUiClient } from './oidc-configuration';
import { standInProviderPage } from './stand-in-provider-page';
import { createUserInfoEndpoint } from './user-info';
import { loadTlsCertificate } from './tls-certificate';

/** The provider the local stand-in plays (the button reads 'Sign in with Google'). */
export const STAND_IN_PROVIDER = 'Google';
const INTERACTION_PATH = '/login';

export interface HostedUi {
  /** e.g. 127.0.0.1:5174, what Amplify is given as the OAuth domain (it always adds https://). */
  port: number;
  /** The self-signed certificate the listener presents (PEM). */
  certificate: string;
  providers: string[];
  stop(): Promise<void>;
}

/**
 * Cognito's hosted UI on this machine: oidc-provider over https on its own loopback port (Amplify only
 * speaks https to a hosted UI), with the stand-in identity provider's page as its sign-in step.
 */
export async function startHostedUi(options: {
  port: number;
  cognito: CognitoLocal;
  userPoolId: string;
  /** Where the API looks for the issuer: `<cognito endpoint>/<pool id>`. */
  issuer: string;
  client: HostedUiClient;
  certificateFile: string | null;
  logger: StackLogger;
}): Promise<HostedUi> {
  const { cognito, userPoolId, logger } = options;
  const provider = await withoutExpectedWarnings(async () => {
    const { default: Provider } = await import('oidc-provider');
    const configuration = hostedUiConfiguration({
      cognito,
      userPoolId,
      client: options.client,
      interactionPath: INTERACTION_PATH,
    });
    return new Provider(options.issuer, configuration);
  });
  // Cognito's hosted UI gives the pool's own refresh token, which Amplify later uses at the Cognito API.
  provider.use(async (ctx, next) => {
    await next();
    const code = ctx.oidc?.entities.AuthorizationCode;
    const body = ctx.body as { id_token?: string; refresh_token?: string } | undefined;
    if (ctx.oidc?.route !== 'token' || ctx.status !== 200 || !code?.accountId || !body?.id_token) return;
    body.refresh_token = await cognito.issueRefreshToken(userPoolId, options.client.clientId, code.accountId);
  });
  const oidc = provider.callback();
  const userInfo = createUserInfoEndpoint({ cognito, userPoolId, issuer: options.issuer });
  const known = new Map<string, ProviderProfile>();

  const signInStep = async (req: IncomingMessage, res: ServerResponse, uid: string) => {
    const details = await provider.interactionDetails(req, res);
    const action = `${INTERACTION_PATH}/${details.uid}`;
    const page = (status: number, error?: string, values?: Partial<ProviderProfile>) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(
        standInProviderPage({
          providerName: STAND_IN_PROVIDER,
          action,
          known: [...known.values()],
          error,
          values,
        }),
      );
    };
    if (details.uid !== uid) return page(400, 'This sign-in page is out of date: start again from the app.');
    if (req.method === 'GET') return page(200);
    if (req.method !== 'POST') return page(405);

    const form = new URLSearchParams((await readBody(req, 16 * 1024)).toString('utf8'));
    const profile: ProviderProfile = {
      providerName: STAND_IN_PROVIDER,
      email: (form.get('email') ?? '').trim().toLowerCase(),
      givenName: (form.get('givenName') ?? '').trim(),
      familyName: (form.get('familyName') ?? '').trim(),
    };
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(profile.email) || profile.email.length > 254)
      return page(400, 'Enter a valid e-mail address.', profile);
    if (
      !profile.givenName ||
      !profile.familyName ||
      profile.givenName.length + profile.familyName.length > 200
    )
      return page(400, 'Enter a first and a last name.', profile);

    try {
      const sub = await federatedSignIn(cognito, userPoolId, profile);
      known.set(profile.email, profile);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: sub } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      if (!(error instanceof LinkRefusedError)) throw error;
      // As Cognito does when the PreSignUp trigger refuses: back to the app with the reason.
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: error.message },
        { mergeWithLastSubmission: false },
      );
    }
  };

  const appOrigins = new Set(options.client.appOrigins);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // Not the app's cross-site rule: the app's page navigates here and POSTs the code from its origin.
    const origin = req.headers.origin;
    const ownOrigin = `https://${req.headers.host}`;
    if (!isLoopbackHost(req.headers.host)) return refuseForeignRequest(res, 'Host is not loopback');
    if (origin !== undefined && origin !== ownOrigin && !appOrigins.has(origin))
      return refuseForeignRequest(res, `Origin ${origin} is not allowed`);

    const url = new URL(req.url ?? '/', ownOrigin);
    const step = new RegExp(`^${INTERACTION_PATH}/([\\w-]+)$`).exec(url.pathname);
    try {
      if (step) return await signInStep(req, res, step[1]!);
      if (url.pathname === '/oauth2/userInfo') return await userInfo(req, res);
      if (url.pathname === '/logout' && url.searchParams.has('logout_uri')) {
        // Cognito's /logout takes `logout_uri`; OpenID Connect's end_session calls it post_logout_redirect_uri.
        url.searchParams.set('post_logout_redirect_uri', url.searchParams.get('logout_uri')!);
        url.searchParams.delete('logout_uri');
        req.url = `${url.pathname}${url.search}`;
      }
      oidc(req, res);
    } catch (error) {
      logger.error(`[hosted-ui] ${req.method} ${url.pathname} failed:`, error);
      if (!res.headersSent) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The sign-in could not go on: start again from the app.');
      }
    }
  };

  const tls = await loadTlsCertificate(options.certificateFile);
  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => void handle(req, res));
  const port = await listenOnLoopback(server, options.port, 'hosted UI', PORT_ENV_VARS.hostedUi);
  return {
    port,
    certificate: tls.cert,
    providers: [STAND_IN_PROVIDER],
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * oidc-provider warns on import about Node.js 20 (the repository's floor, on which these tests run) and
 * when made about its in-memory storage (sign-in sessions need not outlive the local stack). Both are
 * expected here; any other warning is shown.
 */
const EXPECTED_WARNINGS = [
  /^oidc-provider WARNING: Unsupported runtime/,
  /^oidc-provider WARNING: a quick start/,
];

async function withoutExpectedWarnings<T>(make: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!EXPECTED_WARNINGS.some((pattern) => pattern.test(String(args[0])))) warn(...args);
  };
  try {
    return await make();
  } finally {
    console.warn = warn;
  }
}

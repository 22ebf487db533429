import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { CognitoLocal } from '../cognito/cognito-local';
import type { StackLogger } from '../logger';
import { isLoopbackHost, refuseForeignRequest } from '../loopback-guard';
import { listenOnLoopback, PORT_ENV_VARS } from '../services/ports';
import { hostedUiConfiguration, type HostedUiClient } from './oidc-configuration';
import { createSignInStep, INTERACTION_PATH, STAND_IN_PROVIDER } from './sign-in-step';
import { createUserInfoEndpoint } from './user-info';
import { loadTlsCertificate } from './tls-certificate';

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
  const provider = await createProvider(options);
  const handle = createHostedUiHandler({
    appOrigins: new Set(options.client.appOrigins),
    signInStep: createSignInStep(provider, options.cognito, options.userPoolId),
    userInfo: createUserInfoEndpoint(options),
    oidc: provider.callback(),
    logger: options.logger,
  });
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

/** oidc-provider as Cognito's hosted UI, handing out the pool's own refresh token as Cognito does. */
async function createProvider(options: {
  cognito: CognitoLocal;
  userPoolId: string;
  issuer: string;
  client: HostedUiClient;
}): Promise<Provider> {
  const { cognito, userPoolId } = options;
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
  return provider;
}

type Handle = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** Loopback and the app's origins only; the sign-in step, Cognito's userInfo and logout, then oidc-provider. */
function createHostedUiHandler(parts: {
  appOrigins: Set<string>;
  signInStep: ReturnType<typeof createSignInStep>;
  userInfo: Handle;
  oidc: Handle;
  logger: StackLogger;
}): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const interaction = new RegExp(`^${INTERACTION_PATH}/([\\w-]+)$`);
  return async (req, res) => {
    // Not the app's cross-site rule: the app's page navigates here and POSTs the code from its origin.
    const origin = req.headers.origin;
    const ownOrigin = `https://${req.headers.host}`;
    if (!isLoopbackHost(req.headers.host)) return refuseForeignRequest(res, 'Host is not loopback');
    if (origin !== undefined && origin !== ownOrigin && !parts.appOrigins.has(origin))
      return refuseForeignRequest(res, `Origin ${origin} is not allowed`);

    const url = new URL(req.url ?? '/', ownOrigin);
    const step = interaction.exec(url.pathname);
    try {
      if (step) return await parts.signInStep(req, res, step[1]!);
      if (url.pathname === '/oauth2/userInfo') return await parts.userInfo(req, res);
      if (url.pathname === '/logout' && url.searchParams.has('logout_uri')) {
        // Cognito's /logout takes `logout_uri`; OpenID Connect's end_session calls it post_logout_redirect_uri.
        url.searchParams.set('post_logout_redirect_uri', url.searchParams.get('logout_uri')!);
        url.searchParams.delete('logout_uri');
        req.url = `${url.pathname}${url.search}`;
      }
      await parts.oidc(req, res);
    } catch (error) {
      parts.logger.error(`[hosted-ui] ${req.method} ${url.pathname} failed:`, error);
      if (!res.headersSent) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The sign-in could not go on: start again from the app.');
      }
    }
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

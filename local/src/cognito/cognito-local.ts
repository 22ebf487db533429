import { createServer } from 'cognito-local';
import {
  DateClock,
  LambdaService,
  MessagesService,
  TriggersService,
} from 'cognito-local/lib/services/index.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import { UserNotFoundError } from 'cognito-local/lib/errors.js';
import { CryptoService } from 'cognito-local/lib/services/crypto.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import { UserPoolServiceFactoryImpl, type User } from 'cognito-local/lib/services/userPoolService.js';
import { Router, type Route } from 'cognito-local/lib/server/Router.js';
import type { Config } from 'cognito-local/lib/server/config.js';
import type { RequestListener } from 'node:http';
import pino from 'pino';
import type { LocalInbox } from '../mail/local-inbox';
import { localLambdaClient, TRIGGER_FUNCTIONS } from './trigger-invoker';

export interface CognitoLocal {
  /** cognito-local's Express app (JSON-1.1 API at POST /, JWKS at /<poolId>/.well-known/jwks.json). */
  app: RequestListener;
  /** Calls one API action in-process, e.g. `call('InitiateAuth', {...})`. */
  call(target: string, request: object): Promise<Record<string, unknown>>;
  /** The `ctx` every action needs. */
  context: Parameters<Route>[0];
  /** As the deployed pool has it: e-mail is the attribute Cognito verifies by code. */
  autoVerifyEmail(userPoolId: string): Promise<void>;
  /**
   * AdminLinkProviderForUser, which cognito-local lacks (and its attribute updates refuse `identities`):
   * sets the user's `identities` attribute (a JSON list), as Cognito keeps a linked provider.
   */
  setIdentities(userPoolId: string, username: string, identities: string): Promise<void>;
  /**
   * A refresh token of the pool for a user signed in elsewhere (the hosted UI), as a password sign-in
   * gets: Amplify refreshes through the Cognito API (GetTokensFromRefreshToken), and revokes it there.
   */
  issueRefreshToken(userPoolId: string, clientId: string, username: string): Promise<string>;
  /**
   * AdminUserGlobalSignOut, which cognito-local lacks: revokes every refresh token of the user, so none
   * mints tokens again (Cognito also takes back its access tokens; the app sends ID tokens, which no
   * sign-out can take back, so the API checks those itself).
   */
  signOutEverywhere(userPoolId: string, username: string): Promise<void>;
}

/**
 * cognito-local, assembled from its own building blocks rather than `createDefaultServer`, which
 * hard-wires `./.cognito` of the working directory and reads HOST/PORT at import. Here the data folder
 * is ours, no socket of its own is opened (the app is mounted in the local server) and its trigger
 * Lambdas are invoked in this process.
 */
export async function createCognitoLocal(options: {
  dataDir: string;
  issuerDomain: string;
  /** Where the codes cognito-local would mail land. */
  mailbox: Pick<LocalInbox, 'deliverFromCognito'>;
}): Promise<CognitoLocal> {
  const logger = pino(
    { level: process.env.COGNITO_LOG_LEVEL ?? 'error', base: null, timestamp: false },
    { write: (line: string) => console.error(`[cognito] ${formatLogLine(line)}`) },
  );
  const context = { logger };
  const config: Config = {
    LambdaClient: {},
    TriggerFunctions: { ...TRIGGER_FUNCTIONS },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: options.issuerDomain },
    ServerConfig: { development: false, https: false },
  };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(options.dataDir);
  const cognito = await new CognitoServiceFactoryImpl(
    options.dataDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(context, config.UserPoolDefaults);
  const triggers = new TriggersService(
    clock,
    cognito,
    new LambdaService(config.TriggerFunctions, localLambdaClient as never),
    new CryptoService(config.KMSConfig),
  );
  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(codeMailer(options.mailbox))),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const router = Router(services);
  const server = createServer(router, logger, config.ServerConfig, services);
  return {
    app: server.application as RequestListener,
    call: (target, request) => router(target)(context, request) as Promise<Record<string, unknown>>,
    context,
    async autoVerifyEmail(userPoolId) {
      const pool = await cognito.getUserPool(context, userPoolId);
      await pool.updateOptions(context, { ...pool.options, AutoVerifiedAttributes: ['email'] });
    },
    async issueRefreshToken(userPoolId, clientId, username) {
      const pool = await cognito.getUserPool(context, userPoolId);
      const user = await pool.getUserByUsername(context, username);
      const client = await cognito.getAppClient(context, clientId);
      if (!user || !client) throw new Error(`No user ${username} or client ${clientId} in ${userPoolId}`);
      const groups = await pool.listUserGroupMembership(context, user);
      const tokens = await services.tokenGenerator.generate(
        context,
        user,
        groups,
        client,
        undefined,
        'Authentication',
      );
      await pool.storeRefreshToken(context, tokens.RefreshToken, user);
      return tokens.RefreshToken;
    },
    ...userEdits(services, context),
  };
}

/**
 * Changes to one user that cognito-local has no action for, saved the way its own actions save users:
 * the global sign-out (every refresh token revoked) and a linked provider identity.
 */
function userEdits(services: Services, context: CognitoLocal['context']) {
  const edit = async (userPoolId: string, username: string, change: (user: User) => Partial<User>) => {
    const pool = await services.cognito.getUserPool(context, userPoolId);
    const user = await pool.getUserByUsername(context, username);
    if (!user) throw new UserNotFoundError(`No user ${username} in ${userPoolId}`);
    await pool.saveUser(context, { ...user, ...change(user), UserLastModifiedDate: services.clock.get() });
  };
  return {
    signOutEverywhere: (userPoolId: string, username: string) =>
      edit(userPoolId, username, () => ({ RefreshTokens: [] })),
    setIdentities: (userPoolId: string, username: string, identities: string) =>
      edit(userPoolId, username, (user) => ({
        Attributes: [
          ...user.Attributes.filter((attribute) => attribute.Name !== 'identities'),
          { Name: 'identities', Value: identities },
        ],
      })),
  };
}

/**
 * Where Cognito would send an email or SMS with a code, the stack's inbox gets it (and the terminal shows
 * it: '[cognito] … confirmation code for <address>: <code>').
 */
function codeMailer(mailbox: Pick<LocalInbox, 'deliverFromCognito'>) {
  const deliver = async (
    _ctx: unknown,
    _user: unknown,
    destination: string,
    message: { __code?: string },
  ) => {
    mailbox.deliverFromCognito({
      to: destination,
      subject: 'Your Home Renovation Tracker confirmation code',
      text: `Your confirmation code for ${destination}: ${message.__code ?? '(none)'}`,
    });
  };
  return { sendEmail: deliver, sendSms: deliver };
}

function formatLogLine(line: string): string {
  try {
    const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
    return [entry.msg, entry.err?.message].filter(Boolean).join(': ') || line.trim();
  } catch {
    return line.trim();
  }
}

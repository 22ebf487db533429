import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { chatStream, resources, routes } from '@reno/functions/host';
import { DEFAULT_TABLE_NAME } from '@reno/data/table';
import { createApiAdapter } from './api/api-adapter';
import type { FunctionLoader } from './api/function-modules';
import { createJwtAuthorizer } from './api/jwt-authorizer';
import { createAppHandler } from './app-server';
import { createCognitoEndpoint } from './cognito/cognito-endpoint';
import type { CognitoLocal } from './cognito/cognito-local';
import { startCognitoOperatorEndpoint } from './cognito/operator-endpoint';
import { SignUpRateRule, type SignUpRateLimit } from './cognito/sign-up-rate-rule';
import { ensureUserPool, type UserPoolIds } from './cognito/user-pool';
import { HOSTED_UI_SCOPES } from './hosted-ui/oidc-configuration';
import { buildRuntimeConfig, COGNITO_PATH, type ConfigInput, type RuntimeConfig } from './config-json';
import type { DemoAccount, ensureDemoAccount } from './demo/demo-account';
import type { startHostedUi } from './hosted-ui/hosted-ui';
import { applyHandlerEnvironment } from './handler-environment';
import { quietLogger, type StackLogger } from './logger';
import { createLocalInbox, INBOX_PATH, type LocalInbox } from './mail/local-inbox';
import { defaultDataDir } from './paths';
import { prepareDataDir, removeTemporaryDataDir, type DataDir } from './services/data-dir';
import { startDynamoDb, type DynamoDbService } from './services/dynamodb';
import { LOOPBACK, PORT_ENV_VARS, reservePort } from './services/ports';
import type { S3Service } from './services/s3';
import { generatePassword, readState, writeState, type StackState } from './services/state-file';
import { createClockEndpoint } from './scheduler/clock-endpoint';
import { Cleanups } from './stack/cleanups';
import { openOrigin, type OriginServer } from './stack/origin-server';
import { startStackFunctions } from './stack/stack-functions';
import { installAwsLambdaGlobal } from './streaming/awslambda-global';
import { createStreamAdapter } from './streaming/stream-adapter';
import { createWebFrontend, type WebFrontend, type WebMode } from './web/web-frontend';

export interface LocalStackOptions {
  /**
   * Where data lives: `false` (default) a temporary folder deleted on stop, with DynamoDB in memory;
   * `true` the repository's `.local/`; a string, that folder.
   */
  persist?: boolean | string;
  /** The one origin the browser uses; 0 picks a free port. Default 5173. */
  port?: number;
  /**
   * Default: a free port only this process knows. DynamoDB Local answers any Host and any signature, so
   * a web page that rebinds its DNS name to 127.0.0.1 could use a well-known port; it cannot guess this.
   */
  dynamodbPort?: number;
  /** Default 4569, or a free port when `port` is 0. */
  s3Port?: number;
  /** The local hosted UI's https port (federated sign-in). Default 5174, or a free port when `port` is 0. */
  hostedUiPort?: number;
  /** Default 'none': API, Cognito and /config.json only. */
  web?: WebMode;
  /** Create the demo account and its sample project on first start. Default true. */
  seedDemo?: boolean;
  /**
   * Runs the scheduled jobs (the reminder sweep) on their timers, as EventBridge Scheduler does (`npm
   * start`). Off by default: a test stack runs them only when told (`POST /local/jobs/<name>`), so no
   * reminder lands in another test's inbox.
   */
  runScheduledJobs?: boolean;
  /** Default: ADMIN_PASSWORD, else one generated on first start and kept with the data. */
  adminPassword?: string;
  /**
   * Sign-ups per client address on `/cognito`, the WAF rule of the user pool in AWS. Default: AWS's
   * (SIGN_UP_RATE_LIMIT, 20 in 5 minutes). A test run whose browser signs many accounts up from one
   * address sets more.
   */
  signUpRateLimit?: SignUpRateLimit;
  /**
   * Where the API and the chat URL get a function's handler from, by its route-table entry. Default: the
   * sources, imported in this process. The deployed-bundle tests run the bundles in processes of their own.
   */
  loadHandler?: FunctionLoader;
  /**
   * Told when a supervised service cannot be brought back (DynamoDB Local died too often, or would not
   * restart). The stack keeps running, answering 503 where it needs the service; the CLI exits.
   */
  onServiceLost?: (reason: string) => void;
  logger?: StackLogger;
}

export interface LocalStack {
  /** e.g. http://127.0.0.1:5173 */
  url: string;
  /** What GET /config.json answers on `url`. */
  config: RuntimeConfig;
  ports: { app: number; dynamodb: number; s3: number; hostedUi: number };
  /** Processes the stack started besides this one (DynamoDB Local's JVM, as it is now). */
  pids: { readonly dynamodb: number };
  endpoints: { dynamodb: string; s3: string; cognito: string };
  /** The local Stripe stand-in (checkout and portal pages); null when STRIPE_SECRET_KEY selects real Stripe. */
  stripeStandInUrl: string | null;
  /** The page where every e-mail the stack sends lands (its JSON: the same URL + '.json'). */
  inboxUrl: string;
  tableName: string;
  bucketName: string;
  region: string;
  dataDir: string;
  adminPassword: string;
  /** The demo login (null with seedDemo: false) and what its seeding managed to do. */
  demo: DemoAccount | null;
  /** Settles once the web app can be served (web: 'build' may build it in the background first). */
  webReady: Promise<void>;
  stop(): Promise<void>;
}

const DEFAULT_PORTS = { app: 5173, dynamodb: 0, s3: 4569, hostedUi: 5174 };
const BUCKET_NAME = 'reno-receipts';

/** What every step of a start reads: the options, settled. */
interface StackSettings {
  options: LocalStackOptions;
  logger: StackLogger;
  /** Port 0 for the app: every other port is a free one too. */
  ephemeral: boolean;
  region: string;
  tableName: string;
  bucketName: string;
}

/** The emulators the handlers and the browser talk to, started in the order each needs the last. */
interface Services {
  dataDir: DataDir;
  state: StackState;
  origin: OriginServer;
  /** Every e-mail the stack sends: the app's and cognito-local's. */
  inbox: LocalInbox;
  /** The pages that may call the emulators from a browser: the origin, by either of its names. */
  appOrigins: string[];
  dynamodb: { endpoint: string; starting: Promise<DynamoDbService>; took: () => string };
  s3: S3Service;
  cognito: CognitoLocal;
  pool: UserPoolIds;
  cognitoOperatorEndpoint: string;
  /** The local Stripe stand-in, when STRIPE_SECRET_KEY does not select real Stripe. */
  stripe: { url: string; environment: Record<string, string> } | null;
  /** Modules imported while the JVM booted, for the steps after it. */
  later: { startHostedUi: typeof startHostedUi; ensureDemoAccount: typeof ensureDemoAccount };
}

/** Only what the stack made up is kept; a password given by option or environment is not written down. */
interface Credentials {
  generated: { adminPassword: string; demo: Required<NonNullable<StackState['demo']>> };
  adminPassword: string;
}

/** Starts the whole app on this machine: DynamoDB Local, s3rver, cognito-local, the API and the web app. */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const began = performance.now();
  const settings: StackSettings = {
    options,
    logger: options.logger ?? quietLogger,
    ephemeral: (options.port ?? DEFAULT_PORTS.app) === 0,
    region: process.env.AWS_REGION ?? 'us-east-1',
    tableName: process.env.TABLE_NAME ?? DEFAULT_TABLE_NAME,
    bucketName: process.env.BUCKET_NAME ?? BUCKET_NAME,
  };
  // Before any handler module is imported: the chat's module calls it at import, as in Lambda.
  installAwsLambdaGlobal();
  const cleanups = new Cleanups(settings.logger);
  try {
    const services = await startServices(settings, cleanups);
    const credentials = credentialsFor(services.state, options);
    const app = await startApp(settings, services, credentials, cleanups);
    const demoBegan = performance.now();
    const demo = await seedDemo(settings, services, app.dynamodb, credentials);
    await writeState(services.dataDir.stateFile, {
      ...services.state,
      ...services.pool,
      ...credentials.generated,
      demo: { ...credentials.generated.demo, seeded: demo?.seeded ?? credentials.generated.demo.seeded },
    });
    settings.logger.info(
      `[stack] up in ${secondsSince(began)} (DynamoDB Local ${services.dynamodb.took()}, demo account ${secondsSince(demoBegan)})`,
    );
    app.web.start();
    return describeStack(
      settings,
      services,
      app,
      { adminPassword: credentials.adminPassword, demo },
      cleanups,
    );
  } catch (error) {
    await cleanups.run();
    throw error;
  }
}

const secondsSince = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The data folder, the origin, then the emulators: DynamoDB Local boots while the others start. */
async function startServices(settings: StackSettings, cleanups: Cleanups): Promise<Services> {
  const { options, logger } = settings;
  const persistRoot = options.persist === true ? defaultDataDir : options.persist || null;
  const dataDir = await prepareDataDir(persistRoot);
  cleanups.add(() => removeTemporaryDataDir(dataDir));
  const state = await readState(dataDir.stateFile);
  const origin = await openOrigin(options.port ?? DEFAULT_PORTS.app);
  cleanups.add(() => origin.close());
  const appOrigins = [origin.url, `http://localhost:${origin.port}`];
  const dynamodb = await startDynamoDbInBackground(settings, dataDir, appOrigins, cleanups);

  // Loaded only now, while the JVM boots: cognito-local (with AWS SDK v2) and s3rver take seconds to import.
  const [{ startS3 }, { createCognitoLocal }, later] = await Promise.all([
    import('./services/s3'),
    import('./cognito/cognito-local'),
    Promise.all([import('./hosted-ui/hosted-ui'), import('./demo/demo-account')]).then(
      ([{ startHostedUi }, { ensureDemoAccount }]) => ({ startHostedUi, ensureDemoAccount }),
    ),
  ]);
  const s3 = await startS3({
    port: options.s3Port ?? (settings.ephemeral ? 0 : DEFAULT_PORTS.s3),
    directory: dataDir.s3,
    bucketName: settings.bucketName,
    corsOrigins: appOrigins,
  });
  cleanups.add(() => s3.stop());
  const inbox = createLocalInbox(logger);
  const cognito = await createCognitoLocal({
    dataDir: dataDir.cognito,
    issuerDomain: `${origin.url}${COGNITO_PATH}`,
    mailbox: inbox,
  });
  const pool = await ensureUserPool(cognito, state);
  const cognitoOperator = await startCognitoOperatorEndpoint(cognito);
  cleanups.add(() => cognitoOperator.stop());
  // Sign-up mails a code either way (printed here); REQUIRE_EMAIL_VERIFICATION makes the PreSignUp
  // trigger wait for it before the account is confirmed, otherwise the app's banner asks for it later.
  await cognito.autoVerifyEmail(pool.userPoolId);
  const stripe = await startStripeStandIn(settings, dataDir, origin.url, cleanups);
  return {
    dataDir,
    state,
    origin,
    inbox,
    appOrigins,
    dynamodb,
    s3,
    cognito,
    pool,
    cognitoOperatorEndpoint: cognitoOperator.endpoint,
    stripe,
    later,
  };
}

/**
 * DynamoDB Local's JVM takes longest: it boots while s3rver, cognito-local and the handler modules get
 * ready. Its port is settled first, so the handlers' environment can name it already.
 */
async function startDynamoDbInBackground(
  settings: StackSettings,
  dataDir: DataDir,
  corsOrigins: string[],
  cleanups: Cleanups,
): Promise<Services['dynamodb']> {
  const { options, logger } = settings;
  const port = await reservePort(
    options.dynamodbPort ?? DEFAULT_PORTS.dynamodb,
    'DynamoDB Local',
    PORT_ENV_VARS.dynamodb,
  );
  const began = performance.now();
  let took = '';
  const starting = startDynamoDb(
    {
      port,
      directory: dataDir.temporary ? null : dataDir.dynamodb,
      tableName: settings.tableName,
      corsOrigins,
    },
    { logger, ...(options.onServiceLost ? { onGiveUp: options.onServiceLost } : {}) },
  ).then((service) => {
    took = secondsSince(began);
    return service;
  });
  // Handled here so a failure is not "unhandled" before it is awaited; stopped once it has started.
  starting.catch(() => {});
  cleanups.add(async () => (await starting.catch(() => null))?.stop());
  return { endpoint: `http://${LOOPBACK}:${port}`, starting, took: () => took };
}

/** Without STRIPE_SECRET_KEY, the local stand-in plays Stripe (checkout and portal pages, signed webhooks). */
async function startStripeStandIn(
  settings: StackSettings,
  dataDir: DataDir,
  url: string,
  cleanups: Cleanups,
): Promise<Services['stripe']> {
  if (process.env.STRIPE_SECRET_KEY) return null;
  const { startLocalStripe } = await import('./billing/local-stripe');
  const stripe = await startLocalStripe({
    webhookUrl: `${url}/api/stripe/webhook`,
    stateFile: dataDir.temporary ? null : join(dataDir.root, 'stripe.json'),
    logger: settings.logger,
  });
  cleanups.add(() => stripe.stop());
  return { url: stripe.url, environment: { ...stripe.environment } };
}

function credentialsFor(state: StackState, options: LocalStackOptions): Credentials {
  const generated = {
    adminPassword: state.adminPassword ?? generatePassword(),
    demo: {
      ...(state.demo ?? { email: 'demo@example.com', password: generatePassword(), seeded: false }),
      // A stack from before households gets its second login on its next start.
      member: state.demo?.member ?? { email: 'sam@example.com', password: generatePassword() },
    },
  };
  return {
    generated,
    adminPassword: options.adminPassword ?? process.env.ADMIN_PASSWORD ?? generated.adminPassword,
  };
}

interface App {
  dynamodb: DynamoDbService;
  config: ConfigInput;
  hostedUiPort: number;
  web: WebFrontend;
}

/**
 * The functions' environment and the stack's functions, then (DynamoDB Local up) the hosted UI, the web
 * app and the one handler of the origin: /config.json, the Cognito endpoint, the API, the chat URL.
 */
async function startApp(
  settings: StackSettings,
  services: Services,
  credentials: Credentials,
  cleanups: Cleanups,
): Promise<App> {
  const { options, logger } = settings;
  const { origin, pool } = services;
  // Known only to this process: nothing but the stack's own API adapter can present it.
  const originVerifySecret = randomBytes(24).toString('base64url');
  const issuer = `${origin.url}${COGNITO_PATH}/${pool.userPoolId}`;
  const jwksUri = `${issuer}/.well-known/jwks.json`;
  applyFunctionEnvironment(settings, services, { ...credentials, originVerifySecret, issuer, jwksUri });
  const functions = startStackFunctions({
    logger,
    mailbox: services.inbox,
    loadHandler: options.loadHandler,
    timers: options.runScheduledJobs ?? false,
  });
  cleanups.add(() => functions.stop());
  const dynamodb = await services.dynamodb.starting;

  const hostedUi = await services.later.startHostedUi({
    port: options.hostedUiPort ?? (settings.ephemeral ? 0 : DEFAULT_PORTS.hostedUi),
    cognito: services.cognito,
    userPoolId: pool.userPoolId,
    issuer,
    client: { clientId: pool.userPoolClientId, appOrigins: services.appOrigins },
    certificateFile: services.dataDir.temporary ? null : join(services.dataDir.root, 'hosted-ui-tls.json'),
    logger,
  });
  cleanups.add(() => hostedUi.stop());
  const config: ConfigInput = {
    region: settings.region,
    ...pool,
    emailVerification: process.env.REQUIRE_EMAIL_VERIFICATION === 'true',
    billing: process.env.STRIPE_SECRET_KEY ? 'stripe' : 'local',
    demoVideoUrl: process.env.DEMO_VIDEO_URL ?? 'https://example.com/home-renovation-tracker-demo',
    hostedUi: { port: hostedUi.port, providers: hostedUi.providers, scopes: HOSTED_UI_SCOPES },
  };
  const web = await createWebFrontend(options.web ?? 'none', { httpServer: origin.httpServer, logger });
  cleanups.add(() => web.close());
  origin.serve(
    createAppHandler({
      url: origin.url,
      config,
      logger,
      cognito: createCognitoEndpoint(
        services.cognito,
        COGNITO_PATH,
        pool.userPoolId,
        new SignUpRateRule(options.signUpRateLimit),
      ),
      inbox: services.inbox.handle,
      clock: createClockEndpoint(functions.clock, functions.scheduler),
      api: createApiAdapter({
        routes,
        resources,
        authorize: createJwtAuthorizer({ issuer, jwksUri, clientId: pool.userPoolClientId }),
        originVerifySecret,
        logger,
        load: functions.load,
      }),
      chat: createStreamAdapter({
        load: () => functions.load(chatStream.entry),
        functionName: 'reno-ai-chat',
        logger,
      }),
      web: web.handle,
    }),
  );
  return { dynamodb, config, hostedUiPort: hostedUi.port, web };
}

/** The variables the CDK stack sets on each Lambda, played by this process's emulators. */
function applyFunctionEnvironment(
  settings: StackSettings,
  services: Services,
  secrets: { adminPassword: string; originVerifySecret: string; issuer: string; jwksUri: string },
): void {
  const warning = applyHandlerEnvironment({
    TABLE_NAME: settings.tableName,
    BUCKET_NAME: settings.bucketName,
    AWS_REGION: settings.region,
    DYNAMODB_ENDPOINT: services.dynamodb.endpoint,
    S3_ENDPOINT: services.s3.endpoint,
    ADMIN_PASSWORD: secrets.adminPassword,
    ORIGIN_VERIFY: secrets.originVerifySecret,
    USER_POOL_ID: services.pool.userPoolId,
    USER_POOL_CLIENT_ID: services.pool.userPoolClientId,
    COGNITO_ENDPOINT: services.cognitoOperatorEndpoint,
    JWT_ISSUER: secrets.issuer,
    JWT_JWKS_URI: secrets.jwksUri,
    APP_URL: services.origin.url,
    ...services.stripe?.environment,
  });
  if (warning) settings.logger.warn(`[stack] ${warning}`);
}

/** The demo login and its sample project, unless `seedDemo: false`. */
async function seedDemo(
  settings: StackSettings,
  services: Services,
  dynamodb: DynamoDbService,
  credentials: Credentials,
): Promise<DemoAccount | null> {
  if (!(settings.options.seedDemo ?? true)) return null;
  return services.later.ensureDemoAccount({
    cognito: services.cognito,
    userPoolClientId: services.pool.userPoolClientId,
    userPoolId: services.pool.userPoolId,
    login: credentials.generated.demo,
    apiUrl: services.origin.url,
    dynamodbEndpoint: dynamodb.endpoint,
    s3Endpoint: services.s3.endpoint,
    tableName: settings.tableName,
    bucketName: settings.bucketName,
    region: settings.region,
    logger: settings.logger,
  });
}

function describeStack(
  settings: StackSettings,
  services: Services,
  app: App,
  logins: { adminPassword: string; demo: DemoAccount | null },
  cleanups: Cleanups,
): LocalStack {
  const { origin, s3 } = services;
  const { dynamodb } = app;
  let stopped: Promise<void> | null = null;
  return {
    url: origin.url,
    config: buildRuntimeConfig(app.config, origin.url),
    ports: { app: origin.port, dynamodb: dynamodb.port, s3: s3.port, hostedUi: app.hostedUiPort },
    pids: {
      get dynamodb() {
        return dynamodb.pid;
      },
    },
    endpoints: {
      dynamodb: dynamodb.endpoint,
      s3: services.s3.endpoint,
      cognito: `${origin.url}${COGNITO_PATH}`,
    },
    stripeStandInUrl: services.stripe?.url ?? null,
    inboxUrl: `${origin.url}${INBOX_PATH}`,
    tableName: settings.tableName,
    bucketName: settings.bucketName,
    region: settings.region,
    dataDir: services.dataDir.root,
    ...logins,
    webReady: app.web.ready,
    stop: () => (stopped ??= cleanups.run()),
  };
}

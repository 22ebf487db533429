import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { chatStream, resources, routes } from '@reno/functions/routes';
import { installReceiptTextReader } from '@reno/functions/lib/receipts/receipt-text-reader';
import { installMailLog } from '@reno/functions/lib/mail/log-sender';
import { DEFAULT_TABLE_NAME } from '@reno/data/table';
import { createApiAdapter } from './api/api-adapter';
import { loadHandler, warmUpHandlers, type LambdaHandler } from './api/function-modules';
import { installWorkerInvoker } from './api/worker-invoker';
import { createJwtAuthorizer } from './api/jwt-authorizer';
import { createAppHandler } from './app-server';
import { createCognitoEndpoint } from './cognito/cognito-endpoint';
import { startCognitoOperatorEndpoint } from './cognito/operator-endpoint';
import { ensureUserPool } from './cognito/user-pool';
import { HOSTED_UI_SCOPES } from './hosted-ui/oidc-configuration';
import { buildRuntimeConfig, COGNITO_PATH, type ConfigInput, type RuntimeConfig } from './config-json';
import type { DemoAccount } from './demo/demo-account';
import { applyHandlerEnvironment } from './handler-environment';
import { quietLogger, type StackLogger } from './logger';
import { defaultDataDir } from './paths';
import { prepareDataDir, removeTemporaryDataDir } from './services/data-dir';
import { startDynamoDb } from './services/dynamodb';
import { createLocalReceiptReader } from './services/receipt-reader';
import { listenOnLoopback, LOOPBACK, PORT_ENV_VARS, reservePort } from './services/ports';
import { generatePassword, readState, writeState } from './services/state-file';
import { installAwsLambdaGlobal } from './streaming/awslambda-global';
import { createStreamAdapter } from './streaming/stream-adapter';
import { createWebFrontend, type WebMode } from './web/web-frontend';

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
  /** Default: ADMIN_PASSWORD, else one generated on first start and kept with the data. */
  adminPassword?: string;
  /**
   * Where the API and the chat URL get a function's handler from, by its route-table entry. Default: the
   * sources, imported in this process. The deployed-bundle tests run the bundles in processes of their own.
   */
  loadHandler?: (entry: string) => Promise<LambdaHandler>;
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

/** Starts the whole app on this machine: DynamoDB Local, s3rver, cognito-local, the API and the web app. */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const logger = options.logger ?? quietLogger;
  const requestedPort = options.port ?? DEFAULT_PORTS.app;
  const ephemeral = requestedPort === 0;
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const tableName = process.env.TABLE_NAME ?? DEFAULT_TABLE_NAME;
  const bucketName = process.env.BUCKET_NAME ?? BUCKET_NAME;
  const persistRoot = options.persist === true ? defaultDataDir : options.persist || null;

  installAwsLambdaGlobal();
  const began = performance.now();
  const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
  const cleanups: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => logger.error('[stack] stop step failed:', error));
    }
  };

  try {
    const dataDir = await prepareDataDir(persistRoot);
    cleanups.push(() => removeTemporaryDataDir(dataDir));
    const state = await readState(dataDir.stateFile);

    // The origin first: its port is part of the token issuer and of the bucket's CORS rule.
    let appHandler: ReturnType<typeof createAppHandler> | null = null;
    const server: Server = createServer((req, res) => {
      if (appHandler) return void appHandler(req, res);
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(JSON.stringify({ message: 'The local stack is starting' }));
    });
    const appPort = await listenOnLoopback(server, requestedPort, 'web app and API', PORT_ENV_VARS.app);
    cleanups.push(() => closeServer(server));
    const url = `http://${LOOPBACK}:${appPort}`;

    // DynamoDB Local's JVM takes longest: it boots while s3rver, cognito-local and the handler modules
    // get ready. Its port is settled first, so the handlers' environment can name it already.
    const dynamodbPort = await reservePort(
      options.dynamodbPort ?? DEFAULT_PORTS.dynamodb,
      'DynamoDB Local',
      PORT_ENV_VARS.dynamodb,
    );
    const dynamodbBegan = performance.now();
    let dynamodbTook = '';
    const dynamodbStarting = startDynamoDb(
      {
        port: dynamodbPort,
        directory: dataDir.temporary ? null : dataDir.dynamodb,
        tableName,
        corsOrigins: [url, `http://localhost:${appPort}`],
      },
      { logger, ...(options.onServiceLost ? { onGiveUp: options.onServiceLost } : {}) },
    ).then((service) => {
      dynamodbTook = seconds(dynamodbBegan);
      return service;
    });
    // Handled here so a failure is not "unhandled" before it is awaited; stopped once it has started.
    dynamodbStarting.catch(() => {});
    cleanups.push(async () => (await dynamodbStarting.catch(() => null))?.stop());

    // Loaded only now, while the JVM boots: cognito-local (with AWS SDK v2) and s3rver take seconds to import.
    const [{ startS3 }, { createCognitoLocal }, { ensureDemoAccount }, { startHostedUi }] = await Promise.all(
      [
        import('./services/s3'),
        import('./cognito/cognito-local'),
        import('./demo/demo-account'),
        import('./hosted-ui/hosted-ui'),
      ],
    );
    const s3 = await startS3({
      port: options.s3Port ?? (ephemeral ? 0 : DEFAULT_PORTS.s3),
      directory: dataDir.s3,
      bucketName,
      corsOrigins: [url, `http://localhost:${appPort}`],
    });
    cleanups.push(() => s3.stop());
    // Receipts are read here, offline, where Textract reads them in AWS (the handlers run in this process).
    const receiptReader = createLocalReceiptReader();
    installReceiptTextReader(receiptReader.read);
    cleanups.push(async () => {
      installReceiptTextReader(undefined);
      await receiptReader.stop();
    });

    const cognitoEndpoint = `${url}${COGNITO_PATH}`;
    const cognito = await createCognitoLocal({
      dataDir: dataDir.cognito,
      issuerDomain: cognitoEndpoint,
      logger,
    });
    const pool = await ensureUserPool(cognito, state);
    const cognitoOperator = await startCognitoOperatorEndpoint(cognito);
    cleanups.push(() => cognitoOperator.stop());
    // The app's own mail (password recovery codes) shows where cognito-local's codes do.
    installMailLog((line) => logger.info(line));
    cleanups.push(async () => installMailLog(undefined));
    const emailVerification = process.env.REQUIRE_EMAIL_VERIFICATION === 'true';
    // Sign-up mails a code either way (printed here); REQUIRE_EMAIL_VERIFICATION makes the PreSignUp
    // trigger wait for it before the account is confirmed, otherwise the app's banner asks for it later.
    await cognito.autoVerifyEmail(pool.userPoolId);
    // Only what the stack made up is kept; a password given by option or environment is not written down.
    const generated = {
      adminPassword: state.adminPassword ?? generatePassword(),
      demo: state.demo ?? { email: 'demo@example.com', password: generatePassword(), seeded: false },
    };
    const adminPassword = options.adminPassword ?? process.env.ADMIN_PASSWORD ?? generated.adminPassword;
    const demoLogin = generated.demo;
    await writeState(dataDir.stateFile, { ...state, ...pool, ...generated });

    // Without STRIPE_SECRET_KEY, the local stand-in plays Stripe (checkout and portal pages, signed webhooks).
    let stripeStandInUrl: string | null = null;
    let stripeEnvironment = {};
    if (!process.env.STRIPE_SECRET_KEY) {
      const { startLocalStripe } = await import('./billing/local-stripe');
      const stripe = await startLocalStripe({
        webhookUrl: `${url}/api/stripe/webhook`,
        stateFile: dataDir.temporary ? null : join(dataDir.root, 'stripe.json'),
        logger,
      });
      cleanups.push(() => stripe.stop());
      stripeStandInUrl = stripe.url;
      stripeEnvironment = stripe.environment;
    }

    // Known only to this process: nothing but the stack's own API adapter can present it.
    const originVerifySecret = randomBytes(24).toString('base64url');
    const issuer = `${cognitoEndpoint}/${pool.userPoolId}`;
    const jwksUri = `${issuer}/.well-known/jwks.json`;
    const warning = applyHandlerEnvironment({
      TABLE_NAME: tableName,
      BUCKET_NAME: bucketName,
      AWS_REGION: region,
      DYNAMODB_ENDPOINT: `http://${LOOPBACK}:${dynamodbPort}`,
      S3_ENDPOINT: s3.endpoint,
      ADMIN_PASSWORD: adminPassword,
      ORIGIN_VERIFY: originVerifySecret,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      COGNITO_ENDPOINT: cognitoOperator.endpoint,
      JWT_ISSUER: issuer,
      JWT_JWKS_URI: jwksUri,
      APP_URL: url,
      ...stripeEnvironment,
    });
    if (warning) logger.warn(`[stack] ${warning}`);
    if (!options.loadHandler) warmUpHandlers();
    const stopWorkers = installWorkerInvoker({ logger, load: options.loadHandler ?? loadHandler });
    cleanups.push(stopWorkers);
    const dynamodb = await dynamodbStarting;

    const hostedUi = await startHostedUi({
      port: options.hostedUiPort ?? (ephemeral ? 0 : DEFAULT_PORTS.hostedUi),
      cognito,
      userPoolId: pool.userPoolId,
      issuer,
      client: { clientId: pool.userPoolClientId, appOrigins: [url, `http://localhost:${appPort}`] },
      certificateFile: dataDir.temporary ? null : join(dataDir.root, 'hosted-ui-tls.json'),
      logger,
    });
    cleanups.push(() => hostedUi.stop());

    const configInput: ConfigInput = {
      region,
      ...pool,
      emailVerification,
      billing: process.env.STRIPE_SECRET_KEY ? 'stripe' : 'local',
      demoVideoUrl: process.env.DEMO_VIDEO_URL ?? 'https://example.com/home-renovation-tracker-demo',
      hostedUi: { port: hostedUi.port, providers: hostedUi.providers, scopes: HOSTED_UI_SCOPES },
    };
    const web = await createWebFrontend(options.web ?? 'none', { httpServer: server, logger });
    cleanups.push(() => web.close());
    appHandler = createAppHandler({
      url,
      config: configInput,
      logger,
      cognito: createCognitoEndpoint(cognito, COGNITO_PATH, pool.userPoolId),
      api: createApiAdapter({
        routes,
        resources,
        authorize: createJwtAuthorizer({ issuer, jwksUri, clientId: pool.userPoolClientId }),
        originVerifySecret,
        logger,
        load: options.loadHandler ?? loadHandler,
      }),
      chat: createStreamAdapter({
        load: () => (options.loadHandler ?? loadHandler)(chatStream.entry),
        functionName: 'reno-ai-chat',
        logger,
      }),
      web: web.handle,
    });

    const demoBegan = performance.now();
    let demo: DemoAccount | null = null;
    if (options.seedDemo ?? true) {
      demo = await ensureDemoAccount({
        cognito,
        userPoolClientId: pool.userPoolClientId,
        userPoolId: pool.userPoolId,
        login: demoLogin,
        apiUrl: url,
        dynamodbEndpoint: dynamodb.endpoint,
        s3Endpoint: s3.endpoint,
        tableName,
        bucketName,
        region,
        logger,
      });
      if (demo.seeded !== demoLogin.seeded) {
        await writeState(dataDir.stateFile, {
          ...state,
          ...pool,
          ...generated,
          demo: { ...demoLogin, seeded: demo.seeded },
        });
      }
    }

    logger.info(
      `[stack] up in ${seconds(began)} (DynamoDB Local ${dynamodbTook}, demo account ${seconds(demoBegan)})`,
    );
    web.start();
    let stopped: Promise<void> | null = null;
    return {
      url,
      config: buildRuntimeConfig(configInput, url),
      ports: { app: appPort, dynamodb: dynamodb.port, s3: s3.port, hostedUi: hostedUi.port },
      pids: {
        get dynamodb() {
          return dynamodb.pid;
        },
      },
      endpoints: { dynamodb: dynamodb.endpoint, s3: s3.endpoint, cognito: cognitoEndpoint },
      stripeStandInUrl,
      tableName,
      bucketName,
      region,
      dataDir: dataDir.root,
      adminPassword,
      demo,
      webReady: web.ready,
      stop: () => (stopped ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

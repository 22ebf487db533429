/**
 * `npm start` (production web build) and `npm run dev` (Vite with HMR): the whole app on this machine.
 * Environment: PORT (5173), DYNAMODB_PORT (a free port), S3_PORT (4569), LOCAL_DATA_DIR (<repo>/.local),
 * ADMIN_PASSWORD. `--reset` deletes the local data first.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { LocalStackError } from './errors';
import type { LocalStack } from './local-stack';
import type { StackLogger } from './logger';
import { defaultDataDir, repoRoot } from './paths';

const consoleLogger: StackLogger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, ...(error === undefined ? [] : [error])),
};

function portFromEnv(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new LocalStackError(`${name}=${value} is not a port number (0-65535).`);
  }
  return port;
}

// Both AWS SDKs (v2 inside cognito-local) warn about Node 20 support at import: noise in this terminal.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

async function main(): Promise<void> {
  const { startLocalStack } = await import('./local-stack');
  const [command = 'start', ...flags] = process.argv.slice(2);
  if (command !== 'start' && command !== 'dev')
    throw new LocalStackError(`Unknown command "${command}": use start or dev.`);
  const dataDir = process.env.LOCAL_DATA_DIR ? resolve(process.env.LOCAL_DATA_DIR) : defaultDataDir;
  if (flags.includes('--reset')) {
    // Only a folder the stack made (it holds stack.json): LOCAL_DATA_DIR could name anything.
    if (existsSync(dataDir) && !existsSync(join(dataDir, 'stack.json'))) {
      throw new LocalStackError(
        `${dataDir} does not look like local stack data (no stack.json): not deleting it.`,
      );
    }
    await rm(dataDir, { recursive: true, force: true });
    console.log(`Deleted the local data in ${dataDir}.`);
  }

  let stack: LocalStack | null = null;
  let stopping = false;
  // Ctrl-C reaches every process of the terminal's group (npm, pnpm, tsx, this one, Java), often more
  // than once: the first signal stops the stack, repeats are ignored, and a stuck stop ends after 15 s.
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack…`);
    setTimeout(() => process.exit(1), 15_000).unref();
    void (stack?.stop() ?? Promise.resolve()).finally(() => process.exit(process.exitCode ?? 0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGHUP', () => shutdown('SIGHUP'));

  stack = await startLocalStack({
    persist: dataDir,
    port: portFromEnv('PORT'),
    dynamodbPort: portFromEnv('DYNAMODB_PORT'),
    s3Port: portFromEnv('S3_PORT'),
    hostedUiPort: portFromEnv('HOSTED_UI_PORT'),
    web: command === 'dev' ? 'dev' : 'build',
    runScheduledJobs: true,
    logger: consoleLogger,
    onServiceLost: (reason) => {
      console.error(
        `\n${reason}\nThe local stack cannot work without it: stopping. Run npm start again once it is fixed.`,
      );
      process.exitCode = 1;
      shutdown('DynamoDB Local lost');
    },
  });
  if (stopping) return;
  const seconds = (performance.now() / 1000).toFixed(1);
  const shownDir = relative(repoRoot, stack.dataDir) || '.';
  console.log(
    [
      '',
      `Home Renovation Tracker is running (ready in ${seconds} s): ${stack.url}`,
      '',
      `  Demo login      ${stack.demo?.email}  /  ${stack.demo?.password}`,
      ...(stack.demo?.member
        ? [
            `  Demo member     ${stack.demo.member.email}  /  ${stack.demo.member.password}  (an editor in the demo household)`,
          ]
        : []),
      `  Admin password  ${stack.adminPassword}`,
      `  Inbox           ${stack.inboxUrl} (every e-mail the app sends: invitations, codes)`,
      `  Data            ${shownDir.startsWith('..') ? stack.dataDir : shownDir}/ (kept across restarts; npm start -- --reset to start afresh)`,
      `  DynamoDB Local  ${stack.endpoints.dynamodb}   S3 (s3rver) ${stack.endpoints.s3}   Cognito ${stack.endpoints.cognito}`,
      `  Google sign-in  local stand-in at https://127.0.0.1:${stack.ports.hostedUi} (self-signed certificate: the browser asks once to accept it)`,
      `  Payments        ${stack.stripeStandInUrl ? `local Stripe stand-in at ${stack.stripeStandInUrl}` : 'Stripe test mode (STRIPE_SECRET_KEY)'}`,
      ...(stack.demo?.notes.map((note) => `  Note: ${note}`) ?? []),
      '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof LocalStackError) console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
});

/**
 * Runs the local stack for one end-to-end run, in a process of its own (started by global-setup.ts with
 * `node --import tsx`): DynamoDB Local in memory, s3rver, cognito-local, the API and the production web
 * build on one loopback origin. It prints one `READY <json>` line, then stops on SIGTERM, SIGINT or when
 * its parent goes away (stdin closes), so no emulator outlives the run.
 */
import { startLocalStack, type LocalStack } from '@reno/local';
import { userPoolOf } from '../../support/cognito-users';
import { READY_PREFIX, type StackInfo } from './stack-info';

process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const log = (message: string) => process.stderr.write(`${message}\n`);

let stack: LocalStack | null = null;
let stopping = false;
async function stop(reason: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log(`[e2e stack] stopping (${reason})`);
  setTimeout(() => process.exit(1), 15_000).unref();
  await stack?.stop();
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
process.stdin.on('end', () => void stop('parent closed stdin'));
process.stdin.resume();

async function main(): Promise<void> {
  stack = await startLocalStack({
    persist: false,
    port: 0,
    web: 'build',
    // The demo account (with its sample kitchen remodel) is what the screen tour photographs.
    seedDemo: true,
    // Every journey has accounts of its own: those signed up through the forms all come from this
    // machine's one address (a browser cannot choose another), as do the reruns of a journey while it is
    // worked on: more than AWS's 20 in 5 minutes. test/api/sign-up-rate.test.ts holds the rule.
    signUpRateLimit: { requests: 1000, windowSeconds: 300 },
    logger: {
      info: (message) => log(message),
      warn: (message) => log(message),
      error: (message, error) => log(`${message} ${error instanceof Error ? error.stack : (error ?? '')}`),
    },
  });
  await stack.webReady;
  // webReady also settles when the build failed: the page must really be the app.
  const page = await fetch(`${stack.url}/`);
  const html = await page.text();
  if (!page.ok || !html.includes('<div id="root"')) {
    throw new Error(`The web app is not served (${page.status}): ${html.slice(0, 300)}`);
  }
  if (!stack.demo?.seeded)
    throw new Error(`The demo account was not seeded: ${stack.demo?.notes.join('; ')}`);
  const info: StackInfo = {
    url: stack.url,
    adminPassword: stack.adminPassword,
    demo: { email: stack.demo.email, password: stack.demo.password },
    stripeStandInUrl: stack.stripeStandInUrl,
    endpoints: { dynamodb: stack.endpoints.dynamodb, s3: stack.endpoints.s3 },
    cognito: userPoolOf(stack),
    pid: process.pid,
  };
  process.stdout.write(`${READY_PREFIX}${JSON.stringify(info)}\n`);
}

main().catch(async (error: unknown) => {
  log(`[e2e stack] failed to start: ${error instanceof Error ? error.stack : String(error)}`);
  await stack?.stop();
  process.exit(1);
});

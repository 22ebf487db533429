import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { READY_PREFIX, STACK_ENV, type StackInfo } from './stack/stack-info';

const here = dirname(fileURLToPath(import.meta.url));
const testDir = join(here, '..');
export const STACK_LOG = join(testDir, 'test-results', 'local-stack.log');
const START_TIMEOUT_MS = 240_000;

/**
 * One local stack for the whole run (each test signs up its own user on it). It runs in its own process
 * so that the handlers' work does not share the runner's event loop; its log goes to
 * test-results/local-stack.log, which is where to look when a journey meets a server error.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  mkdirSync(dirname(STACK_LOG), { recursive: true });
  const logFile = createWriteStream(STACK_LOG);
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'stack', 'serve-local-stack.ts')], {
    cwd: testDir,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stderr.pipe(logFile);

  const info = await new Promise<StackInfo>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(`The local stack did not start within ${START_TIMEOUT_MS / 1000} s (see ${STACK_LOG})`),
        ),
      START_TIMEOUT_MS,
    );
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(READY_PREFIX)) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice(READY_PREFIX.length)) as StackInfo);
      } else {
        logFile.write(`${line}\n`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The local stack exited with code ${code} before it was ready (see ${STACK_LOG})`));
    });
  });
  process.env[STACK_ENV] = JSON.stringify(info);

  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    logFile.end();
  };
}

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { withLock } from '../build-lock';
import type { StackLogger } from '../logger';
import { repoRoot, webDir } from '../paths';

/** What the production build is made from; a change to any of these makes `web/dist` stale. */
const BUILD_INPUTS = [
  join(webDir, 'src'),
  join(webDir, 'public'),
  join(webDir, 'index.html'),
  join(webDir, 'vite.config.ts'),
  // The build plugins vite.config.ts uses.
  join(webDir, 'app-shell-precache.ts'),
  join(webDir, 'mui-without-css-variables.ts'),
  join(webDir, 'package.json'),
  join(repoRoot, 'packages', 'domain', 'src'),
  // A dependency's new version (Vite, React, MUI) changes the build as much as a source does.
  join(repoRoot, 'pnpm-lock.yaml'),
];

export const distDir = join(webDir, 'dist');

export function webSourcesExist(): boolean {
  return existsSync(join(webDir, 'index.html'));
}

async function newestModification(path: string): Promise<number> {
  if (!existsSync(path)) return 0;
  const info = await stat(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.parentPath.includes('node_modules')) continue;
    newest = Math.max(newest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

/** True when `web/dist` is missing or older than any of its sources. */
async function isBuildStale(): Promise<boolean> {
  const built = join(distDir, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = (await stat(built)).mtimeMs;
  for (const input of BUILD_INPUTS) {
    if ((await newestModification(input)) > builtAt) return true;
  }
  return false;
}

/**
 * Builds web/dist when it is missing or older than its sources; true when it built. One build at a time
 * across processes: whoever needs web/dist (a stack with web: 'build', the web bundle budget test) comes
 * here, waits while another process builds it, and then finds it fresh, so a test run builds it once.
 */
export async function buildWebWhenStale(logger: StackLogger, signal: AbortSignal): Promise<boolean> {
  if (!(await isBuildStale())) return false;
  return withLock(join(webDir, 'node_modules', '.cache', 'dist-build'), signal, async () => {
    if (!(await isBuildStale())) return false;
    logger.info(
      '[web] web/dist is missing or older than its sources: building it (pnpm --filter @reno/web build)',
    );
    const started = Date.now();
    await buildWeb(logger, signal);
    logger.info(`[web] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  });
}

/**
 * `pnpm --filter @reno/web build`, its output passed to the log line by line. `signal` stops it (the
 * stack is stopped while it builds): pnpm runs Vite as its own child, so the build gets a process
 * group of its own and the whole group is ended.
 */
function buildWeb(logger: StackLogger, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', '@reno/web', 'build'], {
      cwd: repoRoot,
      // What CloudFront would serve: a production React build, even when started from a test runner
      // (vitest sets NODE_ENV=test, and Vite then bundles React's development build).
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
      detached: process.platform !== 'win32',
    });
    const stop = () => {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    };
    signal.addEventListener('abort', stop, { once: true });
    child.once('exit', () => signal.removeEventListener('abort', stop));
    for (const output of [child.stdout, child.stderr]) {
      createInterface({ input: output }).on('line', (line) => logger.info(`[web build] ${line}`));
    }
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pnpm --filter @reno/web build exited with code ${code}`)),
    );
  });
}

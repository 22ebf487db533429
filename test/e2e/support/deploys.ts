import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const webDist = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
const nextDeployScript = fileURLToPath(new URL('./build-next-deploy.ts', import.meta.url));

interface Deploy {
  dir: string;
  /** The entry script index.html loads ('/assets/index-….js'): which build a page runs. */
  entry: string;
  /** Every file under /assets ('/assets/…'). */
  assets: string[];
}

function describeDeploy(dir: string): Deploy {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`${dir}/index.html loads no module script`);
  return { dir, entry, assets: readdirSync(join(dir, 'assets')).map((file) => `/assets/${file}`) };
}

export interface TwoDeploys {
  first: Deploy;
  next: Deploy;
  /** The first build's assets that the next one no longer has: a deploy removed them. */
  removed: string[];
  cleanup(): void;
}

/**
 * Two builds of the web app, as two deploys: the one the local stack serves (web/dist, copied), and one
 * built with one module changed (about a minute: build-next-deploy.ts).
 */
export async function twoDeploys(): Promise<TwoDeploys> {
  const scratch = mkdtempSync(join(tmpdir(), 'reno-deploys-'));
  const firstDir = join(scratch, 'first');
  const nextDir = join(scratch, 'next');
  cpSync(webDist, firstDir, { recursive: true });
  await promisify(execFile)(process.execPath, ['--import', 'tsx', nextDeployScript, nextDir], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const first = describeDeploy(firstDir);
  const next = describeDeploy(nextDir);
  return {
    first,
    next,
    removed: first.assets.filter((asset) => !next.assets.includes(asset)),
    cleanup: () => rmSync(scratch, { recursive: true, force: true }),
  };
}

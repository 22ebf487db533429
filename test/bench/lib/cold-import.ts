import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { median, percentile } from './stats';

const run = promisify(execFile);

export interface ColdImportTiming {
  /** Median ms from the process's start until the module was imported (performance.now() there). */
  readyMs: number;
  /** Median ms of the import itself. */
  importMs: number;
  p95ReadyMs: number;
  /** Median wall-clock ms of the whole process, spawn to exit, as seen from here. */
  wallMs: number;
  runs: number;
}

/** Environment a handler module may read at import (values are placeholders: nothing is called). */
const HANDLER_ENV = {
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  TABLE_NAME: 'reno-bench',
  BUCKET_NAME: 'reno-bench-receipts',
  USER_POOL_ID: 'us-east-1_bench',
  USER_POOL_CLIENT_ID: 'bench-client',
  JWT_ISSUER: 'http://127.0.0.1:9/bench',
  JWT_JWKS_URI: 'http://127.0.0.1:9/bench/.well-known/jwks.json',
  ADMIN_PASSWORD: 'bench-admin-password',
  APP_URL: 'http://127.0.0.1:9',
  POWERTOOLS_DEV: 'false',
};

/** The Lambda runtime's `awslambda` global, which response-streaming handlers call at import. */
const LAMBDA_GLOBAL_SHIM =
  'globalThis.awslambda={streamifyResponse:(h)=>h,HttpResponseStream:{from:(s)=>s}};';

/**
 * Starts `runs` fresh `node` processes, each importing `file` (or nothing, for the empty baseline) and
 * reporting how long after its own start the import finished. Sequential, so runs do not compete.
 */
export async function measureColdImport(file: string | null, runs: number): Promise<ColdImportTiming> {
  const script = file
    ? LAMBDA_GLOBAL_SHIM +
      `const t=performance.now();await import(${JSON.stringify(pathToFileURL(file).href)});` +
      `console.log(JSON.stringify({ready:performance.now(),import:performance.now()-t}));process.exit(0);`
    : `console.log(JSON.stringify({ready:performance.now(),import:0}));process.exit(0);`;
  const ready: number[] = [];
  const imports: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < runs; i++) {
    const began = performance.now();
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH ?? '', ...HANDLER_ENV },
    });
    wall.push(performance.now() - began);
    const line = stdout.trim().split('\n').at(-1) ?? '';
    const timing = JSON.parse(line) as { ready: number; import: number };
    ready.push(timing.ready);
    imports.push(timing.import);
  }
  return {
    readyMs: median(ready),
    importMs: median(imports),
    p95ReadyMs: percentile(ready, 95),
    wallMs: median(wall),
    runs,
  };
}

import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { median, percentile } from './stats';

const run = promisify(execFile);

export interface ColdImportTiming {
  /** Median ms from the process's start until the module was imported (performance.now() there). */
  readyMs: number;
  /**
   * Median CPU ms of the import itself (user + system, all the process's threads). CPU time, not the wall
   * clock: on a machine shared with other work, waiting for a core inflates the wall time of one bundle
   * and not another's, while the work the import does stays the same (a Lambda sandbox has its CPU to itself).
   */
  importMs: number;
  p95ReadyMs: number;
  /** Median wall-clock ms of the whole process, spawn to exit, as seen from here. */
  wallMs: number;
  /**
   * Median, over the rounds, of this import's CPU time divided by the reference's import just before it
   * (1 for the reference itself). Each pair runs moments apart, so a slow stretch of the machine falls on
   * both halves of a ratio, not on one file's median and not the other's.
   */
  ratioToReference: number;
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
};

/** The Lambda runtime's `awslambda` global, which response-streaming handlers call at import. */
const LAMBDA_GLOBAL_SHIM =
  'globalThis.awslambda={streamifyResponse:(h)=>h,HttpResponseStream:{from:(s)=>s}};';

interface OneRun {
  ready: number;
  import: number;
  wall: number;
}

/** One fresh `node` process importing `file` (or nothing, for the empty baseline). */
async function importInFreshProcess(file: string | null): Promise<OneRun> {
  const script = file
    ? LAMBDA_GLOBAL_SHIM +
      `const c=process.cpuUsage();await import(${JSON.stringify(pathToFileURL(file).href)});const d=process.cpuUsage(c);` +
      `console.log(JSON.stringify({ready:performance.now(),import:(d.user+d.system)/1000}));process.exit(0);`
    : `console.log(JSON.stringify({ready:performance.now(),import:0}));process.exit(0);`;
  const began = performance.now();
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH ?? '', ...HANDLER_ENV },
  });
  const wall = performance.now() - began;
  const line = stdout.trim().split('\n').at(-1) ?? '';
  const timing = JSON.parse(line) as { ready: number; import: number };
  return { ...timing, wall };
}

function summarise(samples: readonly OneRun[], references: readonly OneRun[] | null): ColdImportTiming {
  const ready = samples.map((sample) => sample.ready);
  return {
    readyMs: median(ready),
    importMs: median(samples.map((sample) => sample.import)),
    p95ReadyMs: percentile(ready, 95),
    wallMs: median(samples.map((sample) => sample.wall)),
    ratioToReference: references
      ? median(samples.map((sample, index) => sample.import / references[index]!.import))
      : 1,
    runs: samples.length,
  };
}

export interface ColdImportComparison {
  /** The reference, imported once before each of the other files' imports and summarised over all of them. */
  reference: ColdImportTiming;
  files: ColdImportTiming[];
}

/**
 * Times the cold import of several files (null: an empty process) against a reference, in `runs` rounds:
 * each round one fresh process per file, each right after a fresh process importing the reference.
 * Sequential and interleaved, so a busy moment of the machine falls on every file alike; and the
 * reference, on which every ratio depends, gets a sample beside each file's, so its median rests on many
 * samples and one unlucky stretch cannot move all the ratios at once (a fresh process's import varies by
 * up to 2x on a shared virtual machine).
 */
export async function measureColdImports(
  reference: string,
  files: readonly (string | null)[],
  runs: number,
): Promise<ColdImportComparison> {
  const referenceSamples: OneRun[] = [];
  const samples: OneRun[][] = files.map(() => []);
  // The reference sample taken just before each of a file's samples: the other half of its ratios.
  const pairedReferences: OneRun[][] = files.map(() => []);
  for (let round = 0; round < runs; round++) {
    // Each round starts one file further on, so no file always follows the same neighbour.
    for (let step = 0; step < files.length; step++) {
      const index = (round + step) % files.length;
      const referenceSample = await importInFreshProcess(reference);
      referenceSamples.push(referenceSample);
      pairedReferences[index]!.push(referenceSample);
      samples[index]!.push(await importInFreshProcess(files[index]!));
    }
  }
  return {
    reference: summarise(referenceSamples, null),
    files: samples.map((fileSamples, index) => summarise(fileSamples, pairedReferences[index]!)),
  };
}

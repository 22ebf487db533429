import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Project } from '@reno/domain';
import { startLocalStack, type LocalStack } from '@reno/local';
import { withLock } from '@reno/local/build-lock';
import { sourcesKey } from '../../support/sources-key';
import { benchDataContext } from '../measure/dynamodb-costs';
import {
  createHouseholdMember,
  createProUser,
  householdHeaders,
  renewPro,
  signInBenchUser,
  type BenchUser,
} from './bench-user';
import { seedExpenses } from './seed-expenses';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** Kept between runs on this machine, never committed (node_modules is ignored). */
const cacheRoot = join(repoRoot, 'test', 'node_modules', '.cache', 'big-project');
/** What the stored items depend on: the data layer, the handlers that made the user and the project, the seeding. */
const BUILT_FROM = [
  'pnpm-lock.yaml',
  'packages/domain/src',
  'packages/data/src',
  'packages/dynamodb-local/src',
  'functions/src',
  'test/bench/lib/big-project.ts',
  'test/bench/lib/bench-user.ts',
  'test/bench/lib/seed-expenses.ts',
];
/** A RAM-backed folder where there is one: DynamoDB Local's file takes 10,000 transactions without waiting on a disk. */
const scratchRoot = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

/** What the preparation leaves beside the stack's data: who owns the project, and who is in their household. */
interface BigProjectManifest {
  size: number;
  projectId: number;
  owner: BenchUser['login'];
  member: BenchUser['login'];
  seedSeconds: number;
}

export interface BigProject {
  /** A local stack over a copy of the prepared data, deleted on stop. */
  stack: LocalStack;
  /** The project's owner, a Pro user, signed in. */
  user: BenchUser;
  /** An editor in the owner's household, calling there, signed in. */
  member: BenchUser;
  projectId: number;
  /** How it came: seeded by this call, or read from this machine's copy. */
  source: { prepared: boolean; seedSeconds: number };
}

/**
 * A local stack holding one Pro user's project of `size` expenses, written through the statement import's
 * batch writer (every aggregate, day count and counter as the API keeps them), and a household member.
 * Seeding 10,000 takes a while, so the stack's data folder is prepared once per machine and what built it
 * (BUILT_FROM) and kept under test/node_modules/.cache; each call starts a stack over a copy of it, in this
 * process, which must start no other.
 */
export async function startBigProject(size: number): Promise<BigProject> {
  const prepared = preparedFolder(size);
  const seeded = !existsSync(join(prepared, 'manifest.json'));
  // In a process of its own: a process runs one stack's handlers (their modules read its endpoints once).
  if (seeded) await runPrepareScript(size);
  const manifest = JSON.parse(readFileSync(join(prepared, 'manifest.json'), 'utf8')) as BigProjectManifest;

  const copy = mkdtempSync(join(scratchRoot, 'reno-big-project-'));
  cpSync(join(prepared, 'stack'), copy, { recursive: true });
  const stack = await startLocalStack({ persist: copy, port: 0, web: 'none', seedDemo: false });
  const stop = stack.stop.bind(stack);
  stack.stop = async () => {
    await stop();
    rmSync(copy, { recursive: true, force: true });
  };
  try {
    const user = await signInBenchUser(stack, manifest.owner);
    const member = await signInBenchUser(stack, manifest.member, householdHeaders(user.sub));
    // Pro for 30 days from now, whenever the data was made.
    const ctx = benchDataContext(stack);
    await Promise.all([renewPro(ctx, user.sub), renewPro(ctx, member.sub)]);
    return {
      stack,
      user,
      member,
      projectId: manifest.projectId,
      source: { prepared: seeded, seedSeconds: manifest.seedSeconds },
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

const preparedFolder = (size: number) => join(cacheRoot, `${size}-${sourcesKey(repoRoot, BUILT_FROM)}`);

function runPrepareScript(size: number): Promise<void> {
  const script = fileURLToPath(new URL('../prepare-big-project.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), script, String(size)], {
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} ${size} exited with code ${code}`)),
    );
  });
}

/**
 * Prepares the project of `size` expenses unless this machine has it (prepare-big-project.ts). One
 * process prepares it; another that needs it meanwhile waits, then finds it there.
 */
export async function prepareBigProject(size: number): Promise<{ seeded: boolean }> {
  const prepared = preparedFolder(size);
  return withLock(join(cacheRoot, 'preparing'), new AbortController().signal, async () => {
    if (existsSync(join(prepared, 'manifest.json'))) return { seeded: false };
    await prepare(size, prepared);
    return { seeded: true };
  });
}

/** Seeds the project on a stack of its own, then keeps the stack's data folder at `target` (older ones go). */
async function prepare(size: number, target: string): Promise<void> {
  const work = mkdtempSync(join(scratchRoot, 'reno-big-project-prepare-'));
  try {
    const stack = await startLocalStack({
      persist: join(work, 'stack'),
      port: 0,
      web: 'none',
      seedDemo: false,
    });
    let manifest: BigProjectManifest;
    try {
      const ctx = benchDataContext(stack);
      const user = await createProUser(stack, ctx, 'budget');
      const project = await user.api.call<Project>('POST', '/api/projects', {
        name: 'Budget',
        budget: '5000000.00',
      });
      const { seconds } = await seedExpenses(ctx, user.sub, project.id, size);
      const member = await createHouseholdMember(stack, ctx, user, 'member');
      manifest = {
        size,
        projectId: project.id,
        owner: user.login,
        member: member.login,
        seedSeconds: seconds,
      };
    } finally {
      await stack.stop();
    }
    writeFileSync(join(work, 'manifest.json'), JSON.stringify(manifest, null, 1));
    for (const entry of readdirSync(cacheRoot)) {
      if (entry.startsWith(`${size}-`)) rmSync(join(cacheRoot, entry), { recursive: true, force: true });
    }
    // Whole or not at all: a folder with its manifest is complete.
    cpSync(work, `${target}.partial`, { recursive: true });
    renameSync(`${target}.partial`, target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
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

/** One prepared project: its size, who owns it, who is in their household, how long its seeding took. */
interface PreparedProject {
  size: number;
  projectId: number;
  owner: BenchUser['login'];
  member: BenchUser['login'];
  seedSeconds: number;
}

/** What the preparation leaves beside the stack's data: one project per size, each in a household of its own. */
interface BigProjectsManifest {
  projects: PreparedProject[];
  /** The whole preparation: the stack's start, the users, every project's seeding. */
  seconds: number;
}

/** One project of the prepared stack, its owner and member signed in. */
export interface BigProject {
  size: number;
  /** The project's owner, a Pro user, signed in. */
  user: BenchUser;
  /** An editor in the owner's household, calling there, signed in. */
  member: BenchUser;
  projectId: number;
  seedSeconds: number;
}

interface BigProjects {
  /** A local stack over a copy of the prepared data, deleted on stop. */
  stack: LocalStack;
  /** In the order of the sizes asked for. */
  projects: BigProject[];
  /** How it came: seeded by this call, or read from this machine's copy; its size on disk. */
  source: { prepared: boolean; seconds: number; bytesOnDisk: number };
}

/**
 * A local stack holding, for each of `sizes`, one Pro user's project of that many expenses, written through
 * the statement import's batch writer (every aggregate, day count and counter as the API keeps them), and a
 * member of that user's household. Seeding 10,000 takes a while and 100,000 ten times as long, so the
 * stack's data folder is prepared once per machine, sizes and what built it (BUILT_FROM) and kept under
 * test/node_modules/.cache; each call starts a stack over a copy of it, in this process, which must start
 * no other.
 */
export async function startBigProjects(sizes: readonly number[]): Promise<BigProjects> {
  const prepared = preparedFolder(sizes);
  const seeded = !existsSync(join(prepared, 'manifest.json'));
  // In a process of its own: a process runs one stack's handlers (their modules read its endpoints once).
  if (seeded) await runPrepareScript(sizes);
  const manifest = JSON.parse(readFileSync(join(prepared, 'manifest.json'), 'utf8')) as BigProjectsManifest;

  const copy = mkdtempSync(join(scratchRoot, 'reno-big-project-'));
  cpSync(join(prepared, 'stack'), copy, { recursive: true });
  const stack = await startLocalStack({ persist: copy, port: 0, web: 'none', seedDemo: false });
  const stop = stack.stop.bind(stack);
  stack.stop = async () => {
    await stop();
    rmSync(copy, { recursive: true, force: true });
  };
  try {
    const ctx = benchDataContext(stack);
    const projects = await Promise.all(
      manifest.projects.map(async (project) => {
        const user = await signInBenchUser(stack, project.owner);
        const member = await signInBenchUser(stack, project.member, householdHeaders(user.sub));
        // Pro for 30 days from now, whenever the data was made.
        await Promise.all([renewPro(ctx, user.sub), renewPro(ctx, member.sub)]);
        return {
          size: project.size,
          user,
          member,
          projectId: project.projectId,
          seedSeconds: project.seedSeconds,
        };
      }),
    );
    return {
      stack,
      projects,
      source: {
        prepared: seeded,
        seconds: manifest.seconds,
        bytesOnDisk: bytesUnder(join(prepared, 'stack')),
      },
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/** The DynamoDB cost budget's one project (startBigProjects of one size). */
export async function startBigProject(
  size: number,
): Promise<BigProject & { stack: LocalStack; prepared: boolean }> {
  const { stack, projects, source } = await startBigProjects([size]);
  return { stack, ...projects[0]!, prepared: source.prepared };
}

/** Sizes name the folder ('10+1000-…'), so a folder of other sizes is never taken for it. */
const sizesName = (sizes: readonly number[]) => sizes.join('+');
const preparedFolder = (sizes: readonly number[]) =>
  join(cacheRoot, `${sizesName(sizes)}-${sourcesKey(repoRoot, BUILT_FROM)}`);

function bytesUnder(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((total, entry) => total + statSync(join(entry.parentPath, entry.name)).size, 0);
}

function runPrepareScript(sizes: readonly number[]): Promise<void> {
  const script = fileURLToPath(new URL('../prepare-big-project.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), script, ...sizes.map(String)],
    {
      stdio: 'inherit',
    },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} ${sizes.join(' ')} exited with code ${code}`)),
    );
  });
}

/**
 * Prepares the projects of `sizes` expenses unless this machine has them (prepare-big-project.ts). One
 * process prepares; another that needs them meanwhile waits, then finds them there.
 */
export async function prepareBigProjects(sizes: readonly number[]): Promise<{ seeded: boolean }> {
  const prepared = preparedFolder(sizes);
  return withLock(join(cacheRoot, 'preparing'), new AbortController().signal, async () => {
    if (existsSync(join(prepared, 'manifest.json'))) return { seeded: false };
    await prepare(sizes, prepared);
    return { seeded: true };
  });
}

/**
 * Seeds the projects on a stack of their own, each in its own household and all at once (they touch no
 * item in common), then keeps the stack's data folder at `target` (older ones of the same sizes go).
 */
async function prepare(sizes: readonly number[], target: string): Promise<void> {
  const began = performance.now();
  const work = mkdtempSync(join(scratchRoot, 'reno-big-project-prepare-'));
  try {
    const stack = await startLocalStack({
      persist: join(work, 'stack'),
      port: 0,
      web: 'none',
      seedDemo: false,
    });
    let projects: PreparedProject[];
    try {
      const ctx = benchDataContext(stack);
      projects = await Promise.all(
        sizes.map(async (size) => {
          const user = await createProUser(stack, ctx, `budget${size}`);
          const project = await user.api.call<Project>('POST', '/api/projects', {
            name: `Budget ${size.toLocaleString('en-US')}`,
            budget: '5000000.00',
          });
          const { seconds } = await seedExpenses(ctx, user.sub, project.id, size);
          const member = await createHouseholdMember(stack, ctx, user, `member${size}`);
          return {
            size,
            projectId: project.id,
            owner: user.login,
            member: member.login,
            seedSeconds: seconds,
          };
        }),
      );
    } finally {
      await stack.stop();
    }
    const manifest: BigProjectsManifest = { projects, seconds: (performance.now() - began) / 1000 };
    writeFileSync(join(work, 'manifest.json'), JSON.stringify(manifest, null, 1));
    for (const entry of readdirSync(cacheRoot)) {
      if (entry.startsWith(`${sizesName(sizes)}-`))
        rmSync(join(cacheRoot, entry), { recursive: true, force: true });
    }
    // Whole or not at all: a folder with its manifest is complete.
    cpSync(work, `${target}.partial`, { recursive: true });
    renameSync(`${target}.partial`, target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

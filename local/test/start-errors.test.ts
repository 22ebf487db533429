import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LocalStackError, startLocalStack } from '../src/index';
import { tcpListeners } from './support/listeners';

let blocker: Server;
let blockedPort: number;
let scratch: string;

beforeAll(async () => {
  blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  blockedPort = (blocker.address() as { port: number }).port;
  scratch = await mkdtemp(join(tmpdir(), 'reno-local-errors-'));
});

afterAll(async () => {
  await new Promise<void>((resolve) => blocker.close(() => resolve()));
  await rm(scratch, { recursive: true, force: true });
});

/** After a failed start nothing of it is left: only the blocker listens, and no JVM runs for us. */
afterEach(() => {
  const ours = tcpListeners().filter((listener) => listener.pid === process.pid);
  expect(ours.map((listener) => listener.port)).toEqual([blockedPort]);
  // `ps` exits 1 when there are no children at all, so read its output, not its status.
  const children = spawnSync('ps', ['--ppid', String(process.pid), '-o', 'comm='], {
    encoding: 'utf8',
  }).stdout;
  expect(children).not.toMatch(/java/);
});

async function startError(options: Parameters<typeof startLocalStack>[0]): Promise<LocalStackError> {
  const error = await startLocalStack({ web: 'none', seedDemo: false, ...options }).then(
    async (stack) => {
      await stack.stop();
      throw new Error('the stack started');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(LocalStackError);
  return error as LocalStackError;
}

describe('start-up errors say what is wrong and what to do', () => {
  it('names the taken web/API port and the variable that moves it', async () => {
    const error = await startError({ port: blockedPort });
    expect(error.message).toContain(`Port ${blockedPort}`);
    expect(error.message).toContain('PORT=<port> npm start');
  });

  it('names a taken DynamoDB Local port and DYNAMODB_PORT', async () => {
    const error = await startError({ port: 0, dynamodbPort: blockedPort });
    expect(error.message).toMatch(new RegExp(`Port ${blockedPort} \\(DynamoDB Local\\)`));
    expect(error.message).toContain('DYNAMODB_PORT=<port>');
  });

  it('names a taken S3 port and S3_PORT, and stops DynamoDB Local it had started', async () => {
    const error = await startError({ port: 0, s3Port: blockedPort });
    expect(error.message).toMatch(new RegExp(`Port ${blockedPort} \\(S3 \\(s3rver\\)\\)`));
    expect(error.message).toContain('S3_PORT=<port>');
  });

  it('explains how to install Java when there is none', async () => {
    const path = process.env.PATH;
    const javaHome = process.env.JAVA_HOME;
    process.env.PATH = join(scratch, 'empty-bin');
    delete process.env.JAVA_HOME;
    try {
      const error = await startError({ port: 0 });
      expect(error.message).toContain('Java');
      expect(error.message).toContain('sudo apt-get install -y openjdk-17-jre-headless');
      expect(error.message).toContain('brew install openjdk@17');
    } finally {
      process.env.PATH = path;
      if (javaHome !== undefined) process.env.JAVA_HOME = javaHome;
    }
  });

  it('says which data folder cannot be used', async () => {
    const notAFolder = join(scratch, 'a-file');
    await writeFile(notAFolder, 'not a folder');
    const error = await startError({ port: 0, persist: notAFolder });
    expect(error.message).toContain(`The local data folder ${notAFolder} cannot be read or written`);
    expect(error.message).toContain('npm start -- --reset');
  });

  it('says which file is damaged when the stack file is not JSON', async () => {
    const folder = join(scratch, 'damaged');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'stack.json'), '{ "userPoolId": ');
    const error = await startError({ port: 0, persist: folder });
    expect(error.message).toContain(`${join(folder, 'stack.json')} is not valid JSON`);
  });
});

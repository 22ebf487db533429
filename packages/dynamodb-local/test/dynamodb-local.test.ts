// The DynamoDB Local launcher: loopback only, free port, data kept on disk when asked, a clear error
// without Java.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { JavaMissingError, QUICK_START_JVM_ARGS, startDynamoDbLocal } from '../src/dynamodb-local';

/** Local addresses a process listens on, from `ss -ltnpH`. */
function listeningAddresses(pid: number): string[] {
  const output = execFileSync('ss', ['-ltnpH'], { encoding: 'utf8' });
  return output
    .split('\n')
    .filter((line) => line.includes(`pid=${pid},`))
    .map((line) => line.trim().split(/\s+/)[3] ?? '');
}

const loopbackOnly = (addresses: string[]) =>
  addresses.length > 0 &&
  addresses.every((address) => /^(127\.0\.0\.1|\[::ffff:127\.0\.0\.1\]):\d+$/.test(address));

/** A document client on the local endpoint (DynamoDB Local takes any credentials). */
function documentClient(endpoint: string): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return DynamoDBDocumentClient.from(client);
}

describe('startDynamoDbLocal', () => {
  it('runs in memory on 127.0.0.1 only, as the test setups start it, on a JVM set for a quick start', async () => {
    // The defaults apply when JDK_JAVA_OPTIONS sets none.
    vi.stubEnv('JDK_JAVA_OPTIONS', undefined);
    const local = await startDynamoDbLocal({ port: 0, inMemory: true });
    vi.unstubAllEnvs();
    try {
      const addresses = listeningAddresses(local.pid);
      expect(loopbackOnly(addresses), addresses.join(', ')).toBe(true);
      expect(local.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const commandLine = readFileSync(`/proc/${local.pid}/cmdline`, 'utf8').split('\0');
      expect(commandLine).toEqual(expect.arrayContaining([...QUICK_START_JVM_ARGS]));
    } finally {
      await local.stop();
    }
  });

  it('keeps data on disk between runs when not in memory, and stops cleanly', async () => {
    const dbPath = mkdtempSync(join(tmpdir(), 'reno-ddb-test-'));
    try {
      const first = await startDynamoDbLocal({ inMemory: false, dbPath });
      expect(first.boundToLoopback).toBe(true);
      expect(loopbackOnly(listeningAddresses(first.pid))).toBe(true);
      const write = documentClient(first.endpoint);
      await write.send(
        new CreateTableCommand({
          TableName: 'persisted',
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [
            { AttributeName: 'PK', AttributeType: 'S' },
            { AttributeName: 'SK', AttributeType: 'S' },
          ],
          KeySchema: [
            { AttributeName: 'PK', KeyType: 'HASH' },
            { AttributeName: 'SK', KeyType: 'RANGE' },
          ],
        }),
      );
      await write.send(new PutCommand({ TableName: 'persisted', Item: { PK: 'A', SK: 'B', value: 42 } }));
      write.destroy();
      await first.stop();
      expect(listeningAddresses(first.pid)).toEqual([]);

      const second = await startDynamoDbLocal({ inMemory: false, dbPath, port: 0 });
      const read = documentClient(second.endpoint);
      const { Item } = await read.send(new GetCommand({ TableName: 'persisted', Key: { PK: 'A', SK: 'B' } }));
      read.destroy();
      await second.stop();
      expect(Item?.value).toBe(42);
    } finally {
      rmSync(dbPath, { recursive: true, force: true });
    }
  });

  it('exits with the Node process that started it, even when that process is killed outright', async () => {
    // Prepare: a Node process that starts DynamoDB Local and reports the Java pid.
    const script = `import { startDynamoDbLocal } from ${JSON.stringify(join(import.meta.dirname, '../src/dynamodb-local.ts'))};
      const local = await startDynamoDbLocal({ inMemory: true });
      console.log('JAVA_PID ' + local.pid);`;
    const owner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const javaPid = await new Promise<number>((resolve, reject) => {
      let output = '';
      owner.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /JAVA_PID (\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      owner.once('exit', () => reject(new Error(`owner exited first: ${output}`)));
    });
    // Linux keeps /proc/<pid> while the process exists (`ss` above is Linux-only too).
    const isAlive = (pid: number) => existsSync(`/proc/${pid}`);
    expect(isAlive(javaPid)).toBe(true);

    // Act: kill the owner without giving it a chance to clean up.
    owner.kill('SIGKILL');

    // Assess: Java notices and exits by itself.
    const deadline = Date.now() + 15_000;
    while (isAlive(javaPid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(isAlive(javaPid)).toBe(false);
  }, 60_000);

  it('says clearly that Java is missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const attempt = startDynamoDbLocal({ inMemory: true });
      await expect(attempt).rejects.toBeInstanceOf(JavaMissingError);
      await expect(attempt).rejects.toThrow(/needs Java 17 or newer/);
    } finally {
      process.env.PATH = path;
    }
  });
});

// DynamoDB Local dies under a running stack (its JVM killed): the terminal says so, the API answers 503
// meanwhile, and the stack brings it back on the same port and data; past a few deaths it gives up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack, type StackLogger } from '../src/index';
import { MAX_RESTARTS } from '../src/services/dynamodb';
import { signIn } from './support/cognito-client';

const dataDir = mkdtempSync(join(tmpdir(), 'reno-supervision-'));
const lines: string[] = [];
const logger: StackLogger = {
  info: (message) => lines.push(message),
  warn: (message) => lines.push(message),
  error: (message) => lines.push(message),
};
const lost: string[] = [];
let stack: LocalStack;
let token: string;

const projects = () => fetch(`${stack.url}/api/projects`, { headers: { authorization: `Bearer ${token}` } });

async function until<T>(probe: () => Promise<T | null>, what: string, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Kills the JVM as a crash would, and waits for the stack to start a new one. */
async function killAndAwaitRestart(): Promise<number> {
  const before = stack.pids.dynamodb;
  process.kill(before, 'SIGKILL');
  return until(async () => (stack.pids.dynamodb !== before ? stack.pids.dynamodb : null), 'a new JVM');
}

beforeAll(async () => {
  stack = await startLocalStack({
    persist: dataDir,
    port: 0,
    logger,
    onServiceLost: (reason) => lost.push(reason),
  });
  token = (await signIn(stack, stack.demo!.email, stack.demo!.password)).idToken;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('DynamoDB Local under supervision', () => {
  it('answers 503 while it is down, says so, and is back on the same data', async () => {
    const before = await projects();
    expect(before.status).toBe(200);
    const seeded = (await before.json()) as { id: number; name: string }[];
    expect(seeded.length).toBeGreaterThan(0);
    const firstPid = stack.pids.dynamodb;

    process.kill(firstPid, 'SIGKILL');
    const began = performance.now();
    const down = await projects();
    const took = performance.now() - began;
    // Nothing answers on its port: the SDK's few quick retries, then an honest 503, not a 500.
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('2');
    expect(await down.json()).toEqual({ error: 'The service is busy; please try again in a moment' });
    expect(took).toBeLessThan(10_000);

    const back = await until(async () => {
      const response = await projects();
      return response.status === 200 ? response : null;
    }, 'the API to answer again');
    expect(await back.json()).toEqual(seeded);
    // The new JVM may answer a moment before its launch is done and the stack records its pid.
    await until(async () => (stack.pids.dynamodb !== firstPid ? true : null), "the new JVM's pid");
    expect(lines.some((line) => /DynamoDB Local stopped unexpectedly \(signal SIGKILL\)/.test(line))).toBe(
      true,
    );
    expect(lines.some((line) => /DynamoDB Local is back on port/.test(line))).toBe(true);
    expect(lost).toEqual([]);
  });

  it(`gives up after ${MAX_RESTARTS} restarts within a minute, and says why`, async () => {
    // The first test restarted it once already.
    for (let restart = 2; restart <= MAX_RESTARTS; restart++) await killAndAwaitRestart();
    expect(lost).toEqual([]);
    process.kill(stack.pids.dynamodb, 'SIGKILL');
    await until(async () => (lost.length > 0 ? lost : null), 'the stack to give up');
    expect(lost).toEqual([expect.stringMatching(/stopped \(signal SIGKILL\) 4 times within a minute/)]);
    expect((await projects()).status).toBe(503);
  });
});

import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { lock } from 'proper-lockfile';

/**
 * Runs `work` holding the lock `path` (a folder `<path>.lock`), waiting while another process holds it:
 * what one build at a time across processes needs (web/dist, a test's prepared data). The holder renews the
 * lock every half minute; one left by a process that died is taken over a minute after its last renewal.
 */
export async function withLock<T>(path: string, signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  await mkdir(dirname(path), { recursive: true });
  let release: (() => Promise<void>) | undefined;
  while (!release) {
    signal.throwIfAborted();
    try {
      release = await lock(path, { realpath: false, stale: 60_000 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      await sleep(500, undefined, { signal });
    }
  }
  try {
    return await work();
  } finally {
    await release();
  }
}

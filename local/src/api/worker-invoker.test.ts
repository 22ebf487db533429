import { workers } from '@reno/functions/host';
import { describe, expect, it } from 'vitest';
import type { StackLogger } from '../logger';
import type { LambdaHandler } from './function-modules';
import { createWorkerInvoker } from './worker-invoker';

function recordingLogger() {
  const errors: string[] = [];
  const logger: StackLogger = {
    info: () => {},
    warn: () => {},
    error: (message: string) => errors.push(message),
  };
  return { logger, errors };
}

describe('the local asynchronous invoke', () => {
  it("answers the invoking handler at once and runs the worker's entry alongside; stop waits for it", async () => {
    let release!: () => void;
    const ran: { entry: string; payload: unknown }[] = [];
    const load =
      async (entry: string): Promise<LambdaHandler> =>
      async (payload) => {
        ran.push({ entry, payload });
        await new Promise<void>((resolve) => (release = resolve));
      };
    const { logger } = recordingLogger();
    const invoker = createWorkerInvoker({ logger, load });

    await invoker.invoke('export-worker', { jobId: 'j1' });
    await new Promise((resolve) => setImmediate(resolve));

    expect(ran).toEqual([{ entry: workers['export-worker'].entry, payload: { jobId: 'j1' } }]);
    let stopped = false;
    const stopping = invoker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    // A stopped stack starts no worker: the invoking handler hears of it, as of a failed Lambda invoke.
    await expect(invoker.invoke('export-worker', { jobId: 'j2' })).rejects.toThrow(/stopping/);
    expect(ran).toHaveLength(1);
  });

  it('logs a worker that throws; the invoking handler never hears of it', async () => {
    const { logger, errors } = recordingLogger();
    const invoker = createWorkerInvoker({
      logger,
      load: async () => async () => {
        throw new Error('boom');
      },
    });

    await expect(invoker.invoke('export-worker', {})).resolves.toBeUndefined();
    await invoker.stop();

    expect(errors).toEqual(['[worker] export-worker failed:']);
  });
});

import { createLambdaContext } from '@reno/api-gateway';
import { workers, type WorkerInvoker } from '@reno/functions/host';
import type { StackLogger } from '../logger';
import type { FunctionLoader } from './function-modules';

export interface LocalWorkerInvoker {
  /** The stand-in the invoking functions are given (`LocalStandIns.invokeWorker`). */
  invoke: WorkerInvoker;
  /** Refuses new runs and waits for those still going, so they end before the emulators they write to. */
  stop(): Promise<void>;
}

/**
 * Lambda's asynchronous invoke, in this process: the invoking handler gets its answer at once and the
 * worker (route table `workers`) runs alongside.
 */
export function createWorkerInvoker(options: {
  logger: StackLogger;
  load: FunctionLoader;
}): LocalWorkerInvoker {
  const { logger, load } = options;
  const running = new Set<Promise<void>>();
  let stopped = false;
  const invoke: WorkerInvoker = async (name, payload) => {
    if (stopped) throw new Error(`The local stack is stopping: ${name} was not started`);
    const started = Date.now();
    const run = load(workers[name].entry)
      .then((handler) =>
        handler(payload, createLambdaContext(`reno-${name}`, workers[name].timeoutSeconds * 1000)),
      )
      .then(
        () => logger.info(`[worker] ${name} ${Date.now() - started}ms`),
        (error: unknown) => logger.error(`[worker] ${name} failed:`, error),
      )
      .finally(() => running.delete(run));
    running.add(run);
  };
  return {
    invoke,
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
}

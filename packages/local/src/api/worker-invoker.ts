import { createLambdaContext } from '@reno/api-gateway';
import { LOCAL_WORKER_INVOKER, type LocalWorkerInvoker } from '@reno/functions/lib/aws/invoke-worker';
import { workers } from '@reno/functions/routes';
import type { StackLogger } from '../logger';
import { loadHandler, type LambdaHandler } from './function-modules';

/**
 * Lambda's asynchronous invoke, in this process: the invoking handler gets its answer at once and the
 * worker (route table `workers`) runs alongside. Returns what the stack's stop awaits: the runs still
 * going end before the emulators they write to.
 */
export function installWorkerInvoker(options: {
  logger: StackLogger;
  load?: (entry: string) => Promise<LambdaHandler>;
}): () => Promise<void> {
  const { logger, load = loadHandler } = options;
  const running = new Set<Promise<void>>();
  const invoke: LocalWorkerInvoker = (name, payload) => {
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
  (globalThis as { [LOCAL_WORKER_INVOKER]?: LocalWorkerInvoker })[LOCAL_WORKER_INVOKER] = invoke;
  return async () => {
    await Promise.all(running);
    const scope = globalThis as { [LOCAL_WORKER_INVOKER]?: LocalWorkerInvoker };
    if (scope[LOCAL_WORKER_INVOKER] === invoke) delete scope[LOCAL_WORKER_INVOKER];
  };
}

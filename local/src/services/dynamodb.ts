import { ensureTable } from '@reno/data/ensure-table';
import { JavaMissingError, startDynamoDbLocal, type DynamoDbLocal } from '@reno/dynamodb-local';
import { javaMissingError } from '../errors';
import type { StackLogger } from '../logger';

export interface DynamoDbOptions {
  port: number;
  directory: string | null;
  tableName: string;
  /** Pages that may call it from a browser (`-cors`): only the stack's own origin, never `*`. */
  corsOrigins: readonly string[];
}

export interface DynamoDbService {
  endpoint: string;
  port: number;
  /** The JVM's process id now (a restart changes it). */
  readonly pid: number;
  /** False only when no JDK could build @reno/dynamodb-local's loopback launcher (then it listens on every interface). */
  boundToLoopback: boolean;
  stop(): Promise<void>;
}

/** Restarts allowed within RESTART_WINDOW_MS before the stack gives up on DynamoDB Local. */
export const MAX_RESTARTS = 3;
const RESTART_WINDOW_MS = 60_000;

/** DynamoDB Local once, with the single table created from the shared definition when it is not there yet. */
async function launch(options: DynamoDbOptions): Promise<DynamoDbLocal> {
  const { port } = options;
  let service: DynamoDbLocal;
  try {
    service = await startDynamoDbLocal(
      options.directory
        ? { port, inMemory: false, dbPath: options.directory, corsOrigins: options.corsOrigins }
        : { port, inMemory: true, corsOrigins: options.corsOrigins },
    );
  } catch (error) {
    if (error instanceof JavaMissingError) throw javaMissingError(error.message);
    throw error;
  }
  try {
    await ensureTable(service.endpoint, options.tableName);
  } catch (error) {
    await service.stop();
    throw error;
  }
  return service;
}

/**
 * DynamoDB Local through @reno/dynamodb-local's launcher (bound to 127.0.0.1), supervised: if its JVM dies, the
 * terminal says so and it is started again on the same port and data (meanwhile the API answers 503).
 * After MAX_RESTARTS within a minute it is left down and `onGiveUp` is told why.
 * `directory: null` keeps the data in memory, which a restart cannot bring back (the log says so).
 * `port` must be free (see reservePort, which gives the clear "port taken" message).
 */
export async function startDynamoDb(
  options: DynamoDbOptions,
  supervision: { logger: StackLogger; onGiveUp?: (reason: string) => void },
): Promise<DynamoDbService> {
  const { logger } = supervision;
  let current = await launch(options);
  let stopping = false;
  const restarts: number[] = [];

  const watch = (service: DynamoDbLocal) => {
    void service.exited.then(async (how) => {
      if (stopping || service !== current) return;
      const now = Date.now();
      restarts.push(now);
      while (restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
      if (restarts.length > MAX_RESTARTS) {
        const reason = `DynamoDB Local stopped (${how}) ${MAX_RESTARTS + 1} times within a minute; not restarting it again.`;
        logger.error(`[dynamodb] ${reason}`);
        supervision.onGiveUp?.(reason);
        return;
      }
      const data = options.directory
        ? `the data in ${options.directory}`
        : 'an empty in-memory table (its data is lost)';
      logger.warn(
        `[dynamodb] DynamoDB Local stopped unexpectedly (${how}); the API answers 503 until it is back. ` +
          `Restarting it on port ${service.port} with ${data} (${restarts.length} of ${MAX_RESTARTS}).`,
      );
      try {
        const next = await launch({ ...options, port: service.port });
        if (stopping) return void (await next.stop());
        current = next;
        watch(next);
        logger.info(`[dynamodb] DynamoDB Local is back on port ${next.port} (pid ${next.pid}).`);
      } catch (error) {
        const reason = `DynamoDB Local could not be restarted: ${(error as Error).message}`;
        logger.error(`[dynamodb] ${reason}`);
        supervision.onGiveUp?.(reason);
      }
    });
  };
  watch(current);

  return {
    endpoint: current.endpoint,
    port: current.port,
    get pid() {
      return current.pid;
    },
    boundToLoopback: current.boundToLoopback,
    stop: async () => {
      stopping = true;
      await current.stop();
    },
  };
}

import { ensureTable, JavaMissingError, startDynamoDbLocal } from '@reno/data/dynamodb-local';
import { javaMissingError } from '../errors';

export interface DynamoDbService {
  endpoint: string;
  port: number;
  pid: number;
  /** False only when no JDK could build @reno/data's loopback launcher (then it listens on every interface). */
  boundToLoopback: boolean;
  stop(): Promise<void>;
}

/**
 * DynamoDB Local through @reno/data's launcher (bound to 127.0.0.1), with the single table created
 * from the shared definition when it is not there yet. `directory: null` keeps the data in memory.
 * `port` must be free (see reservePort, which gives the clear "port taken" message).
 */
export async function startDynamoDb(options: {
  port: number;
  directory: string | null;
  tableName: string;
  /** Pages that may call it from a browser (`-cors`): only the stack's own origin, never `*`. */
  corsOrigins: readonly string[];
}): Promise<DynamoDbService> {
  const { port } = options;
  let service: DynamoDbService;
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

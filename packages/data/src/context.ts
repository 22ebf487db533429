import { DynamoDBClient, type ConsumedCapacity, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_TABLE_NAME } from './table';

/** What one request cost, reported after every call when `onConsumedCapacity` is set (benchmarks). */
export interface CapacityReport {
  /** The DynamoDB operation, e.g. 'GetItem', 'Query', 'TransactWriteItems'. */
  operation: string;
  readCapacityUnits: number;
  writeCapacityUnits: number;
  /** Raw entries as DynamoDB returned them (per table/index with ReturnConsumedCapacity INDEXES). */
  consumed: ConsumedCapacity[];
}

/** Everything a data function needs: the client, the table and (for tests) the clock. */
export interface DataContext {
  doc: DynamoDBDocumentClient;
  tableName: string;
  /** The clock; defaults to the system time. Plan rules and timestamps read it. */
  now?: () => Date;
  /** Called once per DynamoDB request with what it consumed; turns on ReturnConsumedCapacity. */
  onConsumedCapacity?: (report: CapacityReport) => void;
}

export interface CreateDataContextOptions {
  tableName?: string;
  /** e.g. the DynamoDB Local endpoint; omitted in AWS. */
  endpoint?: string;
  region?: string;
  now?: () => Date;
  onConsumedCapacity?: (report: CapacityReport) => void;
  /** Timeouts and retries (the functions pass their one client policy). */
  clientConfig?: Pick<DynamoDBClientConfig, 'maxAttempts' | 'retryMode' | 'requestHandler'>;
}

/** Builds the document client the way this package expects it (undefined values dropped). */
export function createDataContext(options: CreateDataContextOptions = {}): DataContext {
  const local = options.endpoint !== undefined;
  const client = new DynamoDBClient({
    ...options.clientConfig,
    region: options.region ?? process.env.AWS_REGION ?? 'us-east-1',
    ...(local
      ? { endpoint: options.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  const doc = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return {
    doc,
    tableName: options.tableName ?? process.env.TABLE_NAME ?? DEFAULT_TABLE_NAME,
    ...(options.now ? { now: options.now } : {}),
    ...(options.onConsumedCapacity ? { onConsumedCapacity: options.onConsumedCapacity } : {}),
  };
}

export function nowOf(ctx: DataContext): Date {
  return ctx.now ? ctx.now() : new Date();
}

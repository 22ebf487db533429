// Creates the table (and its TTL) from the shared definition when it does not exist yet, and adds the
// indexes a table made by older code lacks: used by the test harness and the local stack against
// DynamoDB Local (a data folder kept between runs has the table of the code that made it).
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { createTableInput, DEFAULT_TABLE_NAME, tableDefinition } from './table';

export async function ensureTable(endpoint: string, tableName: string = DEFAULT_TABLE_NAME): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      await addMissingIndexes(client, tableName, Table);
      return;
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      }),
    );
  } finally {
    client.destroy();
  }
}

/**
 * One UpdateTable per index the table lacks: DynamoDB builds one index at a time and refuses the next
 * creation while one is building (LimitExceededException), so each waits for the one before it.
 */
async function addMissingIndexes(
  client: DynamoDBClient,
  tableName: string,
  table: TableDescription | undefined,
) {
  const present = new Set((table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  const wanted = createTableInput(tableName);
  for (const index of wanted.GlobalSecondaryIndexes ?? []) {
    if (present.has(index.IndexName)) continue;
    const keys = new Set(index.KeySchema?.map((key) => key.AttributeName));
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: wanted.AttributeDefinitions?.filter((a) => keys.has(a.AttributeName)),
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
    await untilIndexesActive(client, tableName);
  }
}

const INDEX_BUILD_LIMIT_MS = 120_000;

/** Resolves once the table and every index of it are ACTIVE (an index is built from the table's items). */
async function untilIndexesActive(client: DynamoDBClient, tableName: string): Promise<void> {
  const giveUpAt = Date.now() + INDEX_BUILD_LIMIT_MS;
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const building = (Table?.GlobalSecondaryIndexes ?? []).filter((index) => index.IndexStatus !== 'ACTIVE');
    if (Table?.TableStatus === 'ACTIVE' && building.length === 0) return;
    if (Date.now() > giveUpAt) {
      const names = building.map((index) => index.IndexName).join(', ');
      throw new Error(
        `Table ${tableName}: index ${names} still building after ${INDEX_BUILD_LIMIT_MS / 1000} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

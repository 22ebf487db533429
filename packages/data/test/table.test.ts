// The table DynamoDB Local runs (created by ensureTable, as the local stack and every test setup create
// it) has the indexes of table.ts, under the physical names the CDK stack deploys.
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { ensureTable } from '../src/ensure-table';
import { createTableInput, indexes, tableDefinition } from '../src/table';

/** A client of the run's DynamoDB Local. */
const localClient = () =>
  new DynamoDBClient({
    endpoint: inject('dynamoEndpoint'),
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

describe('the table as created locally', () => {
  it('has exactly the named indexes, with their keys and projections', async () => {
    const client = localClient();
    const { Table } = await client.send(new DescribeTableCommand({ TableName: inject('dynamoTableName') }));
    client.destroy();

    const created = (Table?.GlobalSecondaryIndexes ?? []).map((index) => ({
      indexName: index.IndexName,
      partitionKey: index.KeySchema?.find((key) => key.KeyType === 'HASH')?.AttributeName,
      sortKey: index.KeySchema?.find((key) => key.KeyType === 'RANGE')?.AttributeName,
      projection: index.Projection?.ProjectionType,
    }));
    expect(created).toEqual(expect.arrayContaining(Object.values(indexes)));
    expect(created).toHaveLength(tableDefinition.globalSecondaryIndexes.length);
    expect(Object.values(indexes)).toEqual(tableDefinition.globalSecondaryIndexes);
  });
});

const OLDER_INDEXES = 4;

/** Makes a table as older code did: the first OLDER_INDEXES indexes only. */
async function createOlderTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const older = {
    ...tableDefinition,
    globalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.slice(0, OLDER_INDEXES),
  };
  await client.send(new CreateTableCommand(createTableInput(tableName, older)));
}

describe('a table made by older code', () => {
  it('gains the indexes it lacks, one update each', async () => {
    const client = localClient();
    const tableName = `older-${Date.now()}`;
    await createOlderTable(client, tableName);

    await ensureTable(inject('dynamoEndpoint'), tableName);

    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    client.destroy();
    expect((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName).sort()).toEqual(
      tableDefinition.globalSecondaryIndexes.map((index) => index.indexName).sort(),
    );
  });

  it('with items to index, each index is built before the next is asked for', async () => {
    // DynamoDB builds one index at a time from the table's items and refuses a second creation meanwhile
    // (LimitExceededException): with items to read, the build takes long enough to be asked too early.
    const client = localClient();
    const tableName = `older-items-${Date.now()}`;
    await createOlderTable(client, tableName);
    const indexed = tableDefinition.globalSecondaryIndexes.slice(OLDER_INDEXES);
    const item = (n: number) => {
      const attributes: Record<string, { S: string }> = { PK: { S: `P#${n % 50}` }, SK: { S: `I#${n}` } };
      for (const index of indexed) {
        attributes[index.partitionKey] = { S: `${index.indexName}#${n % 20}` };
        attributes[index.sortKey] = { S: String(n).padStart(6, '0') };
      }
      return attributes;
    };
    for (let first = 0; first < 1000; first += 25) {
      const requests = Array.from({ length: 25 }, (_, i) => ({ PutRequest: { Item: item(first + i) } }));
      await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: requests } }));
    }

    await ensureTable(inject('dynamoEndpoint'), tableName);

    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    client.destroy();
    expect(
      Table?.GlobalSecondaryIndexes?.map((index) => [index.IndexName, index.IndexStatus]).sort(),
    ).toEqual(tableDefinition.globalSecondaryIndexes.map((index) => [index.indexName, 'ACTIVE']).sort());
  }, 120_000);
});

// The table DynamoDB Local runs (created by ensureTable, as the local stack and every test setup create
// it) has the indexes of table.ts, under the physical names the CDK stack deploys.
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
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

describe('a table made by older code', () => {
  it('gains the indexes it lacks, one update each', async () => {
    const client = localClient();
    const tableName = `older-${Date.now()}`;
    const older = {
      ...tableDefinition,
      globalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.slice(0, 4),
    };
    await client.send(new CreateTableCommand(createTableInput(tableName, older)));

    await ensureTable(inject('dynamoEndpoint'), tableName);

    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    client.destroy();
    expect((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName).sort()).toEqual(
      tableDefinition.globalSecondaryIndexes.map((index) => index.indexName).sort(),
    );
  });
});

// The table DynamoDB Local runs (created by ensureTable, as the local stack and every test setup create
// it) has the indexes of table.ts, under the physical names the CDK stack deploys.
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { indexes, tableDefinition } from '../src/table';

describe('the table as created locally', () => {
  it('has exactly the named indexes, with their keys and projections', async () => {
    const client = new DynamoDBClient({
      endpoint: inject('dynamoEndpoint'),
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
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

import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableDefinition, type TableDefinition } from '@reno/data/table';
import { synthTestStack } from '../testing/test-app';
import { referencedIds, resourcesOfType, singleOfType } from '../testing/template-queries';

describe('the DynamoDB table', () => {
  const t = synthTestStack();
  const table = { Properties: singleOfType(t.template, 'AWS::DynamoDB::Table') };

  it('uses the keys, indexes and TTL of @reno/data', () => {
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
    ]);
    const indexes = table.Properties.GlobalSecondaryIndexes as {
      IndexName: string;
      KeySchema: unknown;
      Projection: unknown;
    }[];
    expect(indexes.map((index) => index.IndexName)).toEqual(
      tableDefinition.globalSecondaryIndexes.map((i) => i.indexName),
    );
    for (const definition of tableDefinition.globalSecondaryIndexes) {
      const index = indexes.find((i) => i.IndexName === definition.indexName)!;
      expect(index.KeySchema).toEqual([
        { AttributeName: definition.partitionKey, KeyType: 'HASH' },
        { AttributeName: definition.sortKey, KeyType: 'RANGE' },
      ]);
      expect(index.Projection).toEqual({ ProjectionType: definition.projection });
    }
    expect(table.Properties.TimeToLiveSpecification).toEqual({
      AttributeName: tableDefinition.timeToLiveAttribute,
      Enabled: true,
    });
  });

  it('is on-demand, with point-in-time recovery and deletion protection, and outlives the stack', () => {
    expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    t.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });
});

describe('a table definition that grows', () => {
  it('gets every index it names, with INCLUDE projections', () => {
    const grown: TableDefinition = {
      ...tableDefinition,
      globalSecondaryIndexes: [
        ...tableDefinition.globalSecondaryIndexes,
        { indexName: 'GSI9', partitionKey: 'GSI9PK', sortKey: 'GSI9SK', projection: ['name', 'budget'] },
      ],
    };
    const t = synthTestStack({ tableDefinition: grown });
    t.template.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: Match.arrayWith([
        Match.objectLike({
          IndexName: 'GSI9',
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['name', 'budget'] },
        }),
      ]),
    });
  });
});

describe('buckets', () => {
  const t = synthTestStack();
  const buckets = resourcesOfType(t.template, 'AWS::S3::Bucket');
  const receiptsId = t.stack.getLogicalId(t.stack.data.receiptsBucket.node.defaultChild as never);
  const receipts = buckets.find(([id]) => id === receiptsId)![1].Properties!;

  it.each(buckets.map(([id, bucket]) => [id, bucket.Properties!] as const))(
    '%s blocks every kind of public access and is encrypted',
    (_id, props) => {
      expect(props.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(props.BucketEncryption).toEqual({
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      });
    },
  );

  it.each(buckets.map(([id]) => [id] as const))('%s refuses plain HTTP in its bucket policy', (id) => {
    const policy = resourcesOfType(t.template, 'AWS::S3::BucketPolicy').find(([, p]) =>
      referencedIds(p.Properties?.Bucket).has(id),
    );
    expect(policy).toBeDefined();
    const statements = (policy![1].Properties!.PolicyDocument as { Statement: Record<string, unknown>[] })
      .Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Principal: { AWS: '*' },
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
    // No statement of any bucket policy opens the bucket to everyone.
    for (const statement of statements) {
      if (statement.Effect === 'Allow') expect(JSON.stringify(statement.Principal)).not.toMatch(/"\*"/);
    }
  });

  it('lets the app origin post uploads straight to the receipts bucket, and nothing else cross-origin', () => {
    const rules = (receipts.CorsConfiguration as { CorsRules: Record<string, unknown>[] }).CorsRules;
    expect(rules).toHaveLength(1);
    expect(rules[0]!.AllowedMethods).toEqual(['POST', 'GET', 'HEAD']);
    const distributionId = t.stack.getLogicalId(t.stack.web.distribution.node.defaultChild as never);
    expect([...referencedIds(rules[0]!.AllowedOrigins)]).toEqual([distributionId]);
  });

  it('adds the configured app URL to the upload origins', () => {
    const custom = synthTestStack({ context: { appUrl: 'https://reno.example.com/' } });
    const bucket = resourcesOfType(custom.template, 'AWS::S3::Bucket').find(
      ([id]) => id === custom.stack.getLogicalId(custom.stack.data.receiptsBucket.node.defaultChild as never),
    )![1];
    const origins = (bucket.Properties!.CorsConfiguration as { CorsRules: { AllowedOrigins: unknown[] }[] })
      .CorsRules[0]!.AllowedOrigins;
    expect(origins).toContain('https://reno.example.com');
  });

  it('expires unclaimed uploads, records archives and incomplete multipart uploads after a day, and keeps receipts when the stack goes', () => {
    expect(receipts.LifecycleConfiguration).toEqual({
      Rules: [
        { Id: 'expire-unclaimed-uploads', Prefix: 'pending/users/', ExpirationInDays: 1, Status: 'Enabled' },
        { Id: 'expire-record-archives', Prefix: 'exports/users/', ExpirationInDays: 1, Status: 'Enabled' },
        {
          Id: 'abort-incomplete-multipart',
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          Status: 'Enabled',
        },
      ],
    });
    expect(t.template.toJSON().Resources[receiptsId].DeletionPolicy).toBe('Retain');
  });

  it('names the receipts bucket from settings and pseudo parameters only, so the CSP can name it', () => {
    expect(JSON.stringify(receipts.BucketName)).toBe(
      JSON.stringify({
        'Fn::Join': ['', ['renotracker-receipts-', { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }]],
      }),
    );
  });
});

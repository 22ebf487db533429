/**
 * The single DynamoDB table, described once. The CDK stack (infra/) and the local stack
 * (local/) both build the table from this object, so they cannot drift apart.
 * Key layout and access patterns: docs/architecture.md.
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

export interface IndexDefinition {
  indexName: string;
  partitionKey: string;
  sortKey: string;
  /** 'ALL' or the non-key attributes to project. */
  projection: 'ALL' | 'KEYS_ONLY' | readonly string[];
}

export interface TableDefinition {
  partitionKey: string;
  sortKey: string;
  timeToLiveAttribute: string;
  globalSecondaryIndexes: readonly IndexDefinition[];
}

/**
 * The secondary indexes, named in code by what they hold. The physical names stay GSI1…GSI8: renaming a
 * deployed index makes CloudFormation delete and re-create it (see docs/architecture.md, "Index names").
 */
export const indexes = {
  /** Items that belong to a project, ordered within it (expenses by date, estimates, milestones). */
  projectItems: { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK', projection: 'ALL' },
  /**
   * Sparse, user profiles only: the operator's user list, newest first. Keys only, so the frequent
   * counter/sequence updates of a profile never write to this one-partition index.
   */
  usersByCreation: { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK', projection: 'KEYS_ONLY' },
  /** Sparse: expenses and estimates that name a contractor (contractor delete cascade). */
  contractorLinks: { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK', projection: 'KEYS_ONLY' },
  /** Sparse: expenses linked to an estimate (estimate delete cascade). */
  estimateLinks: { indexName: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK', projection: 'KEYS_ONLY' },
  /** A project's expenses of one category by date: a category-filtered page is one Query. */
  expensesByCategory: { indexName: 'GSI5', partitionKey: 'GSI5PK', sortKey: 'GSI5SK', projection: 'ALL' },
  /** A project's expenses of one payment method by date: a method-filtered page is one Query. */
  expensesByMethod: { indexName: 'GSI6', partitionKey: 'GSI6PK', sortKey: 'GSI6SK', projection: 'ALL' },
  /** Sparse: a project's expenses that name one contractor, by date. */
  expensesByContractor: { indexName: 'GSI7', partitionKey: 'GSI7PK', sortKey: 'GSI7SK', projection: 'ALL' },
  /** Sparse: a project's expenses linked to one estimate, by date. */
  expensesByEstimate: { indexName: 'GSI8', partitionKey: 'GSI8PK', sortKey: 'GSI8SK', projection: 'ALL' },
} as const satisfies Record<string, IndexDefinition>;

export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  timeToLiveAttribute: 'expiresAt',
  globalSecondaryIndexes: [
    indexes.projectItems,
    indexes.usersByCreation,
    indexes.contractorLinks,
    indexes.estimateLinks,
    indexes.expensesByCategory,
    indexes.expensesByMethod,
    indexes.expensesByContractor,
    indexes.expensesByEstimate,
  ],
} as const satisfies TableDefinition;

/** Default table name for the local stack and tests; in AWS the name comes from the TABLE_NAME variable. */
export const DEFAULT_TABLE_NAME = 'reno-tracker';

/** CreateTable input (on-demand billing) for DynamoDB Local; the TTL is a separate UpdateTimeToLive call. */
export function createTableInput(
  tableName: string = DEFAULT_TABLE_NAME,
  definition: TableDefinition = tableDefinition,
): CreateTableCommandInput {
  const keyNames = new Set<string>([definition.partitionKey, definition.sortKey]);
  for (const index of definition.globalSecondaryIndexes) {
    keyNames.add(index.partitionKey);
    keyNames.add(index.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...keyNames].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: definition.partitionKey, KeyType: 'HASH' },
      { AttributeName: definition.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: definition.globalSecondaryIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection:
        typeof index.projection === 'string'
          ? { ProjectionType: index.projection }
          : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] },
    })),
  };
}

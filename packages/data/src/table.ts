/**
 * The single DynamoDB table, described once. The CDK stack (infra/) and the local stack
 * (packages/local) both build the table from this object, so they cannot drift apart.
 */
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

export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  timeToLiveAttribute: 'expiresAt',
  globalSecondaryIndexes: [
    // Items that belong to a project, ordered within it (expenses by date, estimates, milestones).
    { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK', projection: 'ALL' },
    // Sparse index over user profiles only: the operator's user list, newest first.
    { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK', projection: 'ALL' },
  ],
} as const satisfies TableDefinition;

/** Default table name for the local stack and tests; in AWS the name comes from the TABLE_NAME variable. */
export const DEFAULT_TABLE_NAME = 'reno-tracker';

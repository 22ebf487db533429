import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';

export type Access = 'read' | 'readwrite';

/**
 * Explicit action lists instead of CDK's table and bucket grant helpers, which also hand out Scan, stream
 * reads and object-lock/ACL actions no handler uses. Transactions need no actions of their own: IAM
 * checks each item's Put/Update/Delete/ConditionCheck (and GetItem for TransactGetItems).
 */
export const TABLE_ACTIONS: Record<Access, readonly string[]> = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
  readwrite: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ],
};

/** Object actions on `<prefix>*`: HeadObject and signed GETs need GetObject; presigned POSTs PutObject. */
export const OBJECT_ACTIONS: Record<Access, readonly string[]> = {
  read: ['s3:GetObject'],
  readwrite: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
};

export function grantTable(grantee: IGrantable, table: ITable, access: Access): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [...TABLE_ACTIONS[access]],
      resources: [table.tableArn, `${table.tableArn}/index/*`],
    }),
  );
}

/**
 * Objects under one key prefix only. ListBucket, limited to the same prefix, makes HeadObject answer
 * 404 (not 403) for a key that does not exist, so "missing" and "forbidden" stay distinguishable.
 */
export function grantObjects(grantee: IGrantable, bucket: IBucket, prefix: string, access: Access): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [...OBJECT_ACTIONS[access]],
      resources: [bucket.arnForObjects(`${prefix}*`)],
    }),
  );
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['s3:ListBucket'],
      resources: [bucket.bucketArn],
      conditions: { StringLike: { 's3:prefix': [`${prefix}*`] } },
    }),
  );
}

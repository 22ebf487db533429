import { Annotations, Aws } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ObjectAction } from '@reno/functions/routes';

export type Access = 'read' | 'readwrite';

/**
 * Explicit action lists instead of CDK's table and bucket grant helpers, which also hand out Scan, stream
 * reads and object-lock/ACL actions no handler uses. Transactions need no actions of their own: IAM
 * checks each item's Put/Update/Delete/ConditionCheck (and GetItem for TransactGetItems).
 */
const TABLE_ACTIONS: Record<Access, readonly string[]> = {
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

/**
 * IAM actions of the route table's object actions: HeadObject, signed GETs and a copy's source need
 * GetObject; presigned POSTs and a copy's destination PutObject; DeleteObjects DeleteObject.
 */
const OBJECT_ACTIONS: Record<ObjectAction, string> = {
  get: 's3:GetObject',
  put: 's3:PutObject',
  delete: 's3:DeleteObject',
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
 * Objects under one key prefix only. A function that reads there also gets ListBucket, limited to the
 * same prefix, which makes HeadObject answer 404 (not 403) for a key that does not exist, so "missing"
 * and "forbidden" stay distinguishable.
 */
export function grantObjects(
  grantee: IGrantable,
  bucket: IBucket,
  prefix: string,
  actions: readonly ObjectAction[],
): void {
  if (actions.length === 0) return;
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: actions.map((action) => OBJECT_ACTIONS[action]),
      resources: [bucket.arnForObjects(`${prefix}*`)],
    }),
  );
  if (!actions.includes('get')) return;
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['s3:ListBucket'],
      resources: [bucket.bucketArn],
      conditions: { StringLike: { 's3:prefix': [`${prefix}*`] } },
    }),
  );
}

/**
 * Mail through SES (never only logged in AWS), from the configured sender: SendEmail on that address's
 * identity or its domain's, whichever of them SES has verified.
 */
export function grantMail(fn: LambdaFunction, name: string, mailFrom: string | undefined): void {
  fn.addEnvironment('MAIL_SENDER', 'ses');
  if (!mailFrom) {
    Annotations.of(fn).addWarning(
      `No mailFrom setting: the '${name}' function cannot send mail (recovery codes, invitations, reminders). Pass -c mailFrom=<an SES-verified address>.`,
    );
    return;
  }
  fn.addEnvironment('MAIL_FROM', mailFrom);
  const domain = mailFrom.slice(mailFrom.indexOf('@') + 1);
  const identity = (id: string) => `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/${id}`;
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [identity(mailFrom), identity(domain)],
      conditions: { StringEquals: { 'ses:FromAddress': mailFrom } },
    }),
  );
}

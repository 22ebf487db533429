import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  Table,
  type GlobalSecondaryIndexProps,
} from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type BucketProps,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { IndexDefinition, TableDefinition } from '@reno/data/table';

/** Receipts and attachments live under `users/<sub>/…`; functions get this prefix and nothing else. */
export const USER_OBJECTS_PREFIX = 'users/';
/** Fresh uploads, until a saved record claims them; a lifecycle rule expires them after a day. */
export const PENDING_OBJECTS_PREFIX = `pending/${USER_OBJECTS_PREFIX}`;
/** Records archives (issue 23), built by the export worker; a lifecycle rule expires them after a day. */
export const EXPORT_OBJECTS_PREFIX = `exports/${USER_OBJECTS_PREFIX}`;

export interface DataProps {
  table: TableDefinition;
  /** Lower-case slug for the receipts bucket's name (known before deploy, so the CSP can name it). */
  nameSlug: string;
  logsBucket: IBucket;
}

function gsiProps(index: IndexDefinition): GlobalSecondaryIndexProps {
  const keys = {
    indexName: index.indexName,
    partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
    sortKey: { name: index.sortKey, type: AttributeType.STRING },
  };
  if (index.projection === 'ALL') return { ...keys, projectionType: ProjectionType.ALL };
  if (index.projection === 'KEYS_ONLY') return { ...keys, projectionType: ProjectionType.KEYS_ONLY };
  return { ...keys, projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.projection] };
}

/** The receipts bucket's name, derived from settings and pseudo parameters only (no resource reference). */
export function receiptsBucketName(nameSlug: string): string {
  return `${nameSlug}-receipts-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
}

/** A bucket of the app's own: no public access, no ACLs, encrypted, TLS only, its access logged. */
export function privateBucketProps(logsBucket: IBucket, logPrefix: string): BucketProps {
  return {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    serverAccessLogsBucket: logsBucket,
    serverAccessLogsPrefix: logPrefix,
  };
}

/**
 * The single DynamoDB table, built from `@reno/data`'s definition (keys, GSIs, TTL), and the private
 * receipts bucket the browser uploads to with presigned POSTs.
 */
export class Data extends Construct {
  readonly table: Table;
  readonly receiptsBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: props.table.partitionKey, type: AttributeType.STRING },
      sortKey: { name: props.table.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: props.table.timeToLiveAttribute,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of props.table.globalSecondaryIndexes)
      this.table.addGlobalSecondaryIndex(gsiProps(index));

    this.receiptsBucket = new Bucket(this, 'ReceiptsBucket', {
      bucketName: receiptsBucketName(props.nameSlug),
      ...privateBucketProps(props.logsBucket, 'receipts-access/'),
      // Presigned POSTs write under pending/; saving a record copies the file to its stored key under
      // users/. An upload no record claimed within a day expires (S3 counts whole days, so up to two).
      lifecycleRules: [
        { id: 'expire-unclaimed-uploads', prefix: PENDING_OBJECTS_PREFIX, expiration: Duration.days(1) },
        // An archive is a copy of records kept elsewhere: its job (and link) lasts a day, and so does it.
        { id: 'expire-record-archives', prefix: EXPORT_OBJECTS_PREFIX, expiration: Duration.days(1) },
        { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /** The browser uploads straight to the bucket (presigned POST) and reads previews through signed GETs. */
  allowUploadsFrom(origins: string[]): void {
    this.receiptsBucket.addCorsRule({
      allowedMethods: [HttpMethods.POST, HttpMethods.GET, HttpMethods.HEAD],
      allowedOrigins: origins,
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }
}

/** Access logs of the buckets and the distribution; kept 90 days. */
export class LogsBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // CloudFront's standard logging writes with an ACL grant, which BUCKET_OWNER_ENFORCED forbids.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      lifecycleRules: [
        { id: 'expire-logs', expiration: Duration.days(90) },
        { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(this.bucket, [
      {
        id: 'AwsSolutions-S1',
        reason: 'This is the access-log bucket itself; logging it into itself would loop.',
      },
    ]);
  }
}

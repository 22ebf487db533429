import { Aws, Duration } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FunctionUrlAuthType, InvokeMode, type FunctionUrl } from 'aws-cdk-lib/aws-lambda';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { AppSettings } from '../settings';
import { grantTable } from './grants';
import { createNodeFunction, type FunctionSources } from './node-function';

export interface ChatProps {
  entry: string;
  sources: FunctionSources;
  table: ITable;
  userPool: IUserPool;
  client: IUserPoolClient;
  bedrockModelId: string;
  limits: AppSettings['chatLimits'];
}

/** Cross-region inference profiles carry a geography prefix: `us.`, `eu.`, `apac.`, `global.` … */
const INFERENCE_PROFILE = /^(us|us-gov|eu|apac|ca|jp|au|global)\.(.+)$/;

/**
 * The ARNs `bedrock:InvokeModelWithResponseStream` may touch for the configured model: the foundation
 * model in this region, or, for an inference profile, the profile and the model it routes to in any region.
 */
export function bedrockModelArns(modelId: string): string[] {
  const profile = INFERENCE_PROFILE.exec(modelId);
  if (!profile) return [`arn:${Aws.PARTITION}:bedrock:${Aws.REGION}::foundation-model/${modelId}`];
  return [
    `arn:${Aws.PARTITION}:bedrock:${Aws.REGION}:${Aws.ACCOUNT_ID}:inference-profile/${modelId}`,
    `arn:${Aws.PARTITION}:bedrock:*::foundation-model/${profile[2]}`,
  ];
}

/**
 * The assistant: a response-streaming function behind a function URL. The URL demands SigV4 (AWS_IAM),
 * which only CloudFront's origin access control provides, so the sole way in is the distribution;
 * the function verifies the Cognito token itself.
 */
export class Chat extends Construct {
  readonly fn: LambdaFunction;
  readonly url: FunctionUrl;

  constructor(scope: Construct, id: string, props: ChatProps) {
    super(scope, id);

    this.fn = createNodeFunction(this, 'ChatFunction', {
      sources: props.sources,
      entry: props.entry,
      description: 'AI assistant: streams Bedrock replies as server-sent events',
      serviceName: 'reno-ai-chat',
      // A reply streams for as long as the model writes; the per-chunk idle limit is CloudFront's read timeout.
      timeout: Duration.minutes(2),
      environment: {
        TABLE_NAME: props.table.tableName,
        CHAT_PROVIDER: 'bedrock',
        BEDROCK_MODEL_ID: props.bedrockModelId,
        USER_POOL_ID: props.userPool.userPoolId,
        USER_POOL_CLIENT_ID: props.client.userPoolClientId,
        CHAT_DAILY_LIMIT_GLOBAL: String(props.limits.dailyMessages),
        CHAT_DAILY_TOKENS_FREE: String(props.limits.dailyTokens.free),
        CHAT_DAILY_TOKENS_PRO: String(props.limits.dailyTokens.pro),
        CHAT_DAILY_TOKENS_GLOBAL: String(props.limits.dailyTokens.global),
      },
      // Replies at once, all users together: a ceiling on model spend that also leaves the account's
      // concurrency to the API.
      reservedConcurrentExecutions: props.limits.concurrency,
    });

    // Messages, daily quotas and the user's project data for grounding live in the one table.
    grantTable(this.fn, props.table, 'readwrite');
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['bedrock:InvokeModelWithResponseStream'],
        resources: bedrockModelArns(props.bedrockModelId),
      }),
    );

    this.url = this.fn.addFunctionUrl({
      authType: FunctionUrlAuthType.AWS_IAM,
      invokeMode: InvokeMode.RESPONSE_STREAM,
    });

    NagSuppressions.addResourceSuppressions(
      this.fn,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'The table’s own indexes (index/*), and for an inference profile the one model it routes to in whichever region it picks.',
          appliesTo: [
            { regex: '/^Resource::<.*Table[0-9A-F]+\\.Arn>/index/\\*$/' },
            { regex: '/^Resource::arn:<AWS::Partition>:bedrock:\\*::foundation-model/.+$/' },
          ],
        },
      ],
      true,
    );
  }
}

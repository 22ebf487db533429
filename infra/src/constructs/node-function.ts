import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { bundlingOptions, lambdaArchitecture, lambdaRuntime } from '../bundling';

/** Where handler sources live: `functionsRoot` holds the entries, `projectRoot` the pnpm lockfile. */
export interface FunctionSources {
  functionsRoot: string;
  projectRoot: string;
}

export interface NodeFunctionProps {
  sources: FunctionSources;
  /** Handler module relative to functions/, exporting `handler`. */
  entry: string;
  description: string;
  /** Powertools service name, also the log group's suffix. */
  serviceName: string;
  environment?: Record<string, string>;
  timeout?: Duration;
  memorySize?: number;
  reservedConcurrentExecutions?: number;
}

/**
 * Every Lambda of the app: Node 22 on arm64, bundled by local esbuild as minified ESM with source
 * maps, active tracing, and its own log group with a retention (no log-retention custom resource).
 */
export function createNodeFunction(scope: Construct, id: string, props: NodeFunctionProps): NodejsFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const fn = new NodejsFunction(scope, id, {
    entry: join(props.sources.functionsRoot, props.entry),
    handler: 'handler',
    projectRoot: props.sources.projectRoot,
    depsLockFilePath: join(props.sources.projectRoot, 'pnpm-lock.yaml'),
    description: props.description,
    runtime: lambdaRuntime,
    architecture: lambdaArchitecture,
    memorySize: props.memorySize ?? 512,
    timeout: props.timeout ?? Duration.seconds(10),
    tracing: Tracing.ACTIVE,
    logGroup,
    ...(props.reservedConcurrentExecutions === undefined
      ? {}
      : { reservedConcurrentExecutions: props.reservedConcurrentExecutions }),
    bundling: bundlingOptions(),
    environment: {
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_SERVICE_NAME: props.serviceName,
      POWERTOOLS_LOG_LEVEL: 'INFO',
      ...props.environment,
    },
  });

  NagSuppressions.addResourceSuppressions(
    fn,
    [
      {
        id: 'AwsSolutions-L1',
        reason:
          'Node.js 22 is the runtime the project is built and tested for (TOOLCHAIN.md); moving to a newer one is a deliberate upgrade.',
      },
      {
        id: 'AwsSolutions-IAM4',
        reason: 'AWSLambdaBasicExecutionRole only allows writing this function’s CloudWatch logs.',
        appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'X-Ray trace segments have no resource-level permissions; the action list is PutTraceSegments/PutTelemetryRecords only.',
        appliesTo: ['Resource::*'],
      },
    ],
    true,
  );
  return fn;
}

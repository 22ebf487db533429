import { join, relative } from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { bundleHandlerSync } from '../bundling';

/** Every function's runtime, and its architecture unless it says otherwise. */
const lambdaRuntime = Runtime.NODEJS_22_X;
const lambdaArchitecture = Architecture.ARM_64;

/** Where handler sources live: `functionsRoot` holds the entries named in the route table. */
export interface FunctionSources {
  functionsRoot: string;
}

export interface NodeFunctionProps {
  sources: FunctionSources;
  /** Handler module relative to functions/, exporting `handler`. */
  entry: string;
  description: string;
  /** The service its log lines name (SERVICE_NAME), also the log group's suffix. */
  serviceName: string;
  environment?: Record<string, string>;
  timeout?: Duration;
  memorySize?: number;
  /** arm64 unless a native binary in the bundle is built for x86_64 (an image function's sharp). */
  architecture?: Architecture;
  reservedConcurrentExecutions?: number;
}

/**
 * The function's asset: the handler bundled by Rolldown on this machine (`bundleHandlerSync`), hashed by its
 * output so an unchanged bundle is not uploaded again. CDK's LambdaFunction cannot split chunks, hence
 * this. The Docker image is never pulled: local bundling either succeeds or throws.
 */
function bundledCode(entry: string, functionsRoot: string): Code {
  return Code.fromAsset(functionsRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('node:22-slim'),
      // Never run; it names the entry, which also keeps CDK's staging cache (keyed by these options,
      // where `local` counts for nothing) from handing one function's bundle to the next.
      command: ['bundle', relative(functionsRoot, entry)],
      local: {
        tryBundle(outputDir) {
          bundleHandlerSync(entry, outputDir);
          return true;
        },
      },
    },
  });
}

/**
 * Every Lambda of the app: Node 22 on arm64, bundled by the local Rolldown as minified, split ESM with source
 * maps, active tracing, and its own log group with a retention (no log-retention custom resource).
 */
export function createNodeFunction(scope: Construct, id: string, props: NodeFunctionProps): LambdaFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const fn = new LambdaFunction(scope, id, {
    code: bundledCode(join(props.sources.functionsRoot, props.entry), props.sources.functionsRoot),
    handler: 'index.handler',
    description: props.description,
    runtime: lambdaRuntime,
    architecture: props.architecture ?? lambdaArchitecture,
    memorySize: props.memorySize ?? 512,
    timeout: props.timeout ?? Duration.seconds(10),
    tracing: Tracing.ACTIVE,
    logGroup,
    ...(props.reservedConcurrentExecutions === undefined
      ? {}
      : { reservedConcurrentExecutions: props.reservedConcurrentExecutions }),
    // No NODE_OPTIONS: `--enable-source-maps` would parse every bundle's map at each cold start; the
    // logger maps a logged error's stack instead (functions/src/lib/source-mapped-stack.ts).
    environment: {
      SERVICE_NAME: props.serviceName,
      LOG_LEVEL: 'INFO',
      ...props.environment,
    },
  });

  NagSuppressions.addResourceSuppressions(
    fn,
    [
      {
        id: 'AwsSolutions-L1',
        reason:
          'Node.js 22 is the runtime the project is built and tested for (lambdaRuntime in infra/src/constructs/node-function.ts); moving to a newer one is a deliberate upgrade.',
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

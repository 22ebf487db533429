import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

/** The `context` argument of a Lambda invocation; middleware such as Powertools' logger reads it. */
export function createLambdaContext(functionName: string, timeoutMs = 30_000): Context {
  const deadline = Date.now() + timeoutMs;
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const unsupported = () => {
    throw new Error('context.done/succeed/fail are not supported: return or throw from the handler');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

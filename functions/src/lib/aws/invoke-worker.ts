import type { WorkerName } from '../../routes';
import { API_CLIENT_POLICY } from './client-policy';

/** Starts a worker without waiting for it: resolves once the worker has its event, not when it is done. */
export type WorkerInvoker = (name: WorkerName, payload: unknown) => Promise<void>;

/** The variable that names a worker's Lambda function, set by the stack on each function that invokes it. */
export function workerFunctionVariable(name: WorkerName): string {
  return `${name.toUpperCase().replaceAll('-', '_')}_FUNCTION_NAME`;
}

/**
 * Lambda's asynchronous invoke (it queues the event and answers 202) of the function the environment
 * names for the worker. The Lambda client is loaded here, not at cold start.
 */
function lambdaWorkerInvoker(env: NodeJS.ProcessEnv): WorkerInvoker {
  return async (name, payload) => {
    const functionName = env[workerFunctionVariable(name)];
    if (!functionName) throw new Error(`${workerFunctionVariable(name)} is not set`);
    const { LambdaClient, InvokeCommand } = await import('@aws-sdk/client-lambda');
    const client = new LambdaClient(API_CLIENT_POLICY);
    await client.send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'Event',
        Payload: new TextEncoder().encode(JSON.stringify(payload)),
      }),
    );
  };
}

/** The host's invoker where it brings one (the local stack runs workers in its own process), else Lambda's. */
export function workerInvokerFromEnv(
  env: NodeJS.ProcessEnv,
  local: WorkerInvoker | undefined,
): WorkerInvoker {
  return local ?? lambdaWorkerInvoker(env);
}

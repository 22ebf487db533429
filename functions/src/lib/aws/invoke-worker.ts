import type { WorkerName } from '../../routes';
import { API_CLIENT_POLICY } from './client-policy';

/** What the local stack installs on globalThis to run a worker in its own process, unawaited. */
export type LocalWorkerInvoker = (name: WorkerName, payload: unknown) => void;
export const LOCAL_WORKER_INVOKER = Symbol.for('reno.local.invokeWorker');

/** The variable that names a worker's Lambda function, set by the stack on each function that invokes it. */
export function workerFunctionVariable(name: WorkerName): string {
  return `${name.toUpperCase().replaceAll('-', '_')}_FUNCTION_NAME`;
}

/**
 * Starts a worker without waiting for it: Lambda's asynchronous invoke (it queues the event and answers
 * 202), or the local stack's in-process runner. The Lambda client is loaded here, not at cold start.
 */
export async function invokeWorker(name: WorkerName, payload: unknown): Promise<void> {
  const local = (globalThis as { [LOCAL_WORKER_INVOKER]?: LocalWorkerInvoker })[LOCAL_WORKER_INVOKER];
  if (local) return local(name, payload);
  const functionName = process.env[workerFunctionVariable(name)];
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
}

import type { CapacityMeter } from './capacity-meter';

/**
 * Points the handlers' own DataContext (the one module instance the local stack's handlers share in this
 * process) at a meter, so an HTTP call through the local adapter is charged with exactly the DynamoDB
 * requests its handler made. Returns the function that detaches it.
 *
 * Imported only once the stack is up: the module builds its client from DYNAMODB_ENDPOINT when first
 * evaluated, and the stack sets that variable while starting.
 */
export async function meterHandlerRequests(meter: CapacityMeter): Promise<() => void> {
  if (!process.env.DYNAMODB_ENDPOINT) {
    throw new Error('Start the local stack first: it gives the handlers their DynamoDB endpoint');
  }
  const { data } = await import('@reno/functions/lib/data-context');
  if (data.onConsumedCapacity)
    throw new Error('The handlers already report consumed capacity to someone else');
  data.onConsumedCapacity = meter.listener;
  return () => {
    delete data.onConsumedCapacity;
  };
}

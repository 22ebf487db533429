import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { resources } from '../../src/routes';
import type { ResourceName } from '../../src/routes';

export type ApiHandler = ((
  event: unknown,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>) & {
  routeKeys?: string[];
};

const functionsRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const loaded = new Map<ResourceName, Promise<ApiHandler>>();

/** A resource's handler, imported from the entry the route table names (as CDK and the local stack do). */
export function loadHandler(resource: ResourceName): Promise<ApiHandler> {
  let handler = loaded.get(resource);
  if (!handler) {
    handler = import(join(functionsRoot, resources[resource].entry)).then(
      (module: { handler: ApiHandler }) => module.handler,
    );
    loaded.set(resource, handler);
  }
  return handler;
}

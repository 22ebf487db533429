import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  chatStream,
  functionsRoot,
  resources,
  userPoolTriggers,
  type LocalStandIns,
} from '@reno/functions/host';

/** What a Lambda handler module exports; the adapters call it exactly as the Lambda runtime would. */
export type LambdaHandler = (event: unknown, context: unknown) => unknown;

/** Where the stack's adapters get a function's handler from, by its route-table entry. */
export type FunctionLoader = (entry: string) => Promise<LambdaHandler>;

/**
 * A function module: `handler`, as Lambda runs it, and, for a function that uses one of the stack's
 * stand-ins (the receipt reader, the mail log, the worker invoker), `createHandler`, its composition
 * root, which builds the handler from the environment and the stand-ins it is given.
 */
interface FunctionModule {
  handler?: unknown;
  createHandler?: (standIns: LocalStandIns) => unknown;
}

function importFunctionModule(entry: string): Promise<FunctionModule> {
  return import(pathToFileURL(join(functionsRoot, entry)).href) as Promise<FunctionModule>;
}

function asHandler(handler: unknown, entry: string): LambdaHandler {
  if (typeof handler !== 'function') {
    throw new Error(`functions/${entry} has no exported function named "handler"`);
  }
  return handler as LambdaHandler;
}

/** Imports a handler module from its route-table entry, as the Lambda runtime loads it. */
export async function loadHandler(entry: string): Promise<LambdaHandler> {
  return asHandler((await importFunctionModule(entry)).handler, entry);
}

/**
 * The stack's own loader: each function's handler built once (as a Lambda container builds it at its
 * cold start), by its composition root with the stack's stand-ins where the module has one, else the
 * module's `handler` as it is.
 */
export function createFunctionLoader(standIns: LocalStandIns): FunctionLoader {
  const built = new Map<string, Promise<LambdaHandler>>();
  return (entry) => {
    let handler = built.get(entry);
    if (!handler) {
      handler = importFunctionModule(entry).then((module) =>
        asHandler(module.createHandler ? module.createHandler(standIns) : module.handler, entry),
      );
      // A module that failed to import is tried again by the next request, as before it was built.
      handler.catch(() => built.delete(entry));
      built.set(entry, handler);
    }
    return handler;
  };
}

/**
 * Loads every handler of the route table in the background, as Lambda containers are warm after their
 * first call: the first requests then do not wait for it. A module that fails to import is left alone
 * here; its requests report the error.
 */
export function warmUpHandlers(load: FunctionLoader): void {
  const entries = new Set([
    ...Object.values(resources).map((resource) => resource.entry),
    chatStream.entry,
    ...Object.values(userPoolTriggers).map((trigger) => trigger.entry),
  ]);
  for (const entry of entries) load(entry).catch(() => {});
}

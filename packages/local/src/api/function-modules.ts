import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chatStream, preSignUpTrigger, resources } from '@reno/functions/routes';

/** What a Lambda handler module exports; the adapters call it exactly as the Lambda runtime would. */
export type LambdaHandler = (event: unknown, context: unknown) => unknown;

const require = createRequire(import.meta.url);

/** The @reno/functions package folder: `resources[...].entry` paths are relative to it. */
export const functionsRoot = (() => {
  let dir = dirname(require.resolve('@reno/functions/routes'));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @reno/functions package folder');
    dir = parent;
  }
  return dir;
})();

/** Imports a handler module from its route-table entry, as the Lambda runtime loads it. */
export async function loadHandler(entry: string): Promise<LambdaHandler> {
  const path = join(functionsRoot, entry);
  const module = (await import(pathToFileURL(path).href)) as { handler?: unknown };
  if (typeof module.handler !== 'function') {
    throw new Error(`functions/${entry} has no exported function named "handler"`);
  }
  return module.handler as LambdaHandler;
}

/**
 * Imports every handler module of the route table in the background, as Lambda containers are warm
 * after their first call: the first requests then do not wait for it. A module that fails to import
 * is left alone here; its requests report the error.
 */
export function warmUpHandlers(): void {
  const entries = new Set([
    ...Object.values(resources).map((resource) => resource.entry),
    chatStream.entry,
    preSignUpTrigger.entry,
  ]);
  for (const entry of entries) loadHandler(entry).catch(() => {});
}

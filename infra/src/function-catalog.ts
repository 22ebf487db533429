import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type {
  HttpMethod,
  ResourceDefinition,
  RouteAuth,
  ScheduledJobDefinition,
  WorkerDefinition,
} from '@reno/functions/routes';

/**
 * The route table of `@reno/functions/routes` as the stack consumes it. Everything the stack builds
 * for functions (one Lambda per resource, one route per entry, the chat URL, the Cognito triggers) is
 * generated from this, never from a hand-written list. Tests pass a table of their own.
 */
interface TableRoute {
  method: HttpMethod;
  path: string;
  resource: string;
  auth: RouteAuth;
}

export interface RouteTable {
  routes: readonly TableRoute[];
  resources: Readonly<Record<string, ResourceDefinition>>;
  /** Functions no route reaches, started by the resources that `invokes` them. */
  workers?: Readonly<Record<string, WorkerDefinition>>;
  /** Functions run on a timetable (EventBridge Scheduler). */
  scheduledJobs?: Readonly<Record<string, ScheduledJobDefinition>>;
  chatStream: { entry: string; paths: readonly string[]; methods: readonly string[] };
  userPoolTriggers: { preSignUp: { entry: string }; postConfirmation: { entry: string } };
}

/** Every handler module the stack bundles, with who needs it; entries are relative to functions/. */
export function handlerEntries(table: RouteTable): { entry: string; usedBy: string }[] {
  return [
    ...Object.entries(table.resources).map(([name, resource]) => ({
      entry: resource.entry,
      usedBy: `resource '${name}'`,
    })),
    ...Object.entries(table.workers ?? {}).map(([name, worker]) => ({
      entry: worker.entry,
      usedBy: `worker '${name}'`,
    })),
    ...Object.entries(table.scheduledJobs ?? {}).map(([name, job]) => ({
      entry: job.entry,
      usedBy: `scheduled job '${name}'`,
    })),
    { entry: table.chatStream.entry, usedBy: 'the chat stream' },
    { entry: table.userPoolTriggers.preSignUp.entry, usedBy: 'the Cognito PreSignUp trigger' },
    { entry: table.userPoolTriggers.postConfirmation.entry, usedBy: 'the Cognito PostConfirmation trigger' },
  ];
}

/** Fails before any construct is built, naming every handler file of the route table that does not exist. */
export function assertHandlersExist(table: RouteTable, functionsRoot: string): void {
  const missing = handlerEntries(table).filter(({ entry }) => !existsSync(join(functionsRoot, entry)));
  if (missing.length === 0) return;
  const list = missing.map(({ entry, usedBy }) => `  functions/${entry} (${usedBy})`).join('\n');
  throw new Error(
    `Cannot synthesize: handler files named in functions/src/routes.ts do not exist:\n${list}\n` +
      'Every resource of the route table is deployed as its own Lambda; write the handler (export `handler`) first.',
  );
}

/** Routes that point at a resource the table does not define would deploy a route with no backend. */
export function assertRoutesResolve(table: RouteTable): void {
  const unknown = table.routes.filter((route) => !(route.resource in table.resources));
  if (unknown.length > 0) {
    const list = unknown.map((route) => `${route.method} ${route.path} → '${route.resource}'`).join(', ');
    throw new Error(`Routes name resources missing from the resources table: ${list}`);
  }
}

/** 'stripe-webhook' → 'StripeWebhook', for construct ids and function names. */
export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

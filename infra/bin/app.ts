#!/usr/bin/env node
// The CDK app (cdk.json runs it with tsx). Offline-safe: no lookups, no credentials needed to synth.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { tableDefinition } from '@reno/data/table';
import { routeTable as functionsRouteTable } from '@reno/functions/routes';
import { assertWebBuilt, buildApp } from '../src/build-app';
import { prebundleHandlers } from '../src/bundling';
import { assertHandlersExist, handlerEntries, type RouteTable } from '../src/function-catalog';

const functionsRoot = fileURLToPath(new URL('../../functions', import.meta.url));

const app = new App();
const routeTable: RouteTable = functionsRouteTable;
const webDistPath =
  (app.node.tryGetContext('webDistPath') as string | undefined) ??
  fileURLToPath(new URL('../../web/dist', import.meta.url));

try {
  assertHandlersExist(routeTable, functionsRoot);
  assertWebBuilt(webDistPath);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Every function bundled at once in this process; the stack's local bundling then takes each.
await prebundleHandlers(
  handlerEntries(routeTable).map(({ entry }) => join(functionsRoot, entry)),
  app.outdir,
);
buildApp(app, { routeTable, tableDefinition, sources: { functionsRoot }, webDistPath });
app.synth();

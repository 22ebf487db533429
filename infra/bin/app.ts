#!/usr/bin/env node
// The CDK app (cdk.json runs it with tsx). Offline-safe: no lookups, no credentials needed to synth.
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { tableDefinition } from '@reno/data/table';
import { routeTable as functionsRouteTable } from '@reno/functions/routes';
import { assertWebBuilt, buildApp } from '../src/build-app';
import { assertHandlersExist, type RouteTable } from '../src/function-catalog';

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

buildApp(app, { routeTable, tableDefinition, sources: { functionsRoot }, webDistPath });
app.synth();

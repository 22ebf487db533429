import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { inject } from 'vitest';
import { tableDefinition, type TableDefinition } from '@reno/data/table';
import { routeTable as functionsRouteTable } from '@reno/functions/routes';
import { buildApp } from '../build-app';
import { handlerEntries, type RouteTable } from '../function-catalog';
import type { RenoStack } from '../reno-stack';

/** The project's real route table: what the tests check the stack against. */
export const realRouteTable: RouteTable = functionsRouteTable;

export interface TestStack {
  stack: RenoStack;
  template: Template;
  /** The cloud assembly folder (staged assets live in `asset.<hash>`). */
  outdir: string;
  /** Error annotations left by cdk-nag (AwsSolutions) after suppressions. */
  nagErrors: () => ReturnType<Annotations['findError']>;
}

/**
 * Synthesizes the stack without bundling (`aws:cdk:bundling-stacks: []`) and without template
 * validation, for speed. The entries are stood in by empty modules in a temporary folder (a test's
 * route table may name handlers that do not exist): what is under test is the infrastructure generated
 * from the table, not the handlers.
 */
export interface TestStackOptions {
  routeTable?: RouteTable;
  tableDefinition?: TableDefinition;
  context?: Record<string, unknown>;
}

/**
 * Stacks already synthesized in this worker, by their options and the environment buildApp reads: the
 * tests only read a stack, so the same inputs need one synth (seconds each), whichever test file asks
 * (the project runs its files in shared workers: `isolate: false`). A custom route table or table
 * definition is synthesized afresh.
 */
const synthesized = new Map<string, TestStack>();

export function synthTestStack(options: TestStackOptions = {}): TestStack {
  const standard =
    (options.routeTable ?? realRouteTable) === realRouteTable &&
    (options.tableDefinition ?? tableDefinition) === tableDefinition;
  if (!standard) return synthesize(options);
  const key = JSON.stringify([
    options.context ?? {},
    process.env.CDK_DEFAULT_ACCOUNT ?? null,
    process.env.CDK_DEFAULT_REGION ?? null,
  ]);
  let stack = synthesized.get(key);
  if (!stack) {
    stack = synthesize(options);
    synthesized.set(key, stack);
  }
  return stack;
}

function synthesize(options: TestStackOptions): TestStack {
  const routeTable = options.routeTable ?? realRouteTable;
  // Under the run's temporary folder (global-setup.ts), which is removed when the run ends.
  const root = mkdtempSync(join(inject('infraTestRoot'), 'stack-'));
  const functionsRoot = join(root, 'functions');
  writeFileSync(join(root, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n");
  for (const { entry } of handlerEntries(routeTable)) {
    mkdirSync(dirname(join(functionsRoot, entry)), { recursive: true });
    writeFileSync(join(functionsRoot, entry), 'export const handler = async () => ({});\n');
  }
  const webDistPath = join(root, 'web-dist');
  mkdirSync(join(webDistPath, 'assets'), { recursive: true });
  writeFileSync(join(webDistPath, 'index.html'), '<!doctype html><div id="root"></div>\n');
  writeFileSync(join(webDistPath, 'assets', 'index-abc123.js'), 'console.log(1);\n');
  writeFileSync(join(webDistPath, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(join(webDistPath, 'manifest.webmanifest'), '{"name":"Home Renovation Tracker"}\n');
  mkdirSync(join(webDistPath, 'icons'), { recursive: true });
  writeFileSync(join(webDistPath, 'icons', 'icon-192.png'), 'png\n');
  mkdirSync(join(webDistPath, '.vite'), { recursive: true });
  writeFileSync(join(webDistPath, '.vite', 'manifest.json'), '{}\n');

  const outdir = join(root, 'cdk.out');
  const app = new App({
    outdir,
    postCliContext: { 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
    context: options.context ?? {},
  });
  const stack = buildApp(app, {
    routeTable,
    tableDefinition: options.tableDefinition ?? tableDefinition,
    sources: { functionsRoot },
    webDistPath,
  });
  const template = Template.fromStack(stack);
  return {
    stack,
    template,
    outdir,
    nagErrors: () => Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*')),
  };
}

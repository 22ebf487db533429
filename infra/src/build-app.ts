import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Aspects, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { TableDefinition } from '@reno/data/table';
import type { RouteTable } from './function-catalog';
import type { FunctionSources } from './constructs/node-function';
import { EdgeStack } from './edge-stack';
import { RenoStack } from './reno-stack';

const EDGE_REGION = 'us-east-1';
import { readSettings } from './settings';

export interface BuildAppOptions {
  routeTable: RouteTable;
  tableDefinition: TableDefinition;
  sources: FunctionSources;
  webDistPath: string;
}

/** The built web app must exist: its files (and config.json beside them) are what CloudFront serves. */
export function assertWebBuilt(webDistPath: string): void {
  if (!existsSync(join(webDistPath, 'index.html'))) {
    throw new Error(
      `The web app is not built: ${join(webDistPath, 'index.html')} does not exist.\n` +
        'Run `pnpm --filter @reno/web build` first (`npm run synth` does it for you).',
    );
  }
}

/**
 * The one stack of the app, with settings from context and the AWS Solutions checks of cdk-nag
 * (an unsuppressed finding is an error annotation, which fails `cdk synth`).
 */
export function buildApp(app: App, options: BuildAppOptions): RenoStack {
  const settings = readSettings((key) => app.node.tryGetContext(key));
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  const region = process.env.CDK_DEFAULT_REGION;
  // CloudFront's web ACL must live in us-east-1: an app elsewhere gets a companion stack there.
  const edge =
    settings.waf.mode === 'create' && region && region !== EDGE_REGION
      ? new EdgeStack(app, `${settings.stackName}-Edge`, {
          env: { account, region: EDGE_REGION },
          crossRegionReferences: true,
          description: 'Home Renovation Tracker: the WAF web ACL of its CloudFront distribution',
          waf: settings.waf,
        })
      : undefined;
  const stack = new RenoStack(app, settings.stackName, {
    ...(account || region ? { env: { account, region } } : {}),
    ...(edge ? { crossRegionReferences: true, webAclArn: edge.webAcl.acl.attrArn } : {}),
    description:
      'Home Renovation Tracker: CloudFront, HTTP API + Lambda, DynamoDB, Cognito, S3, Bedrock chat',
    settings,
    tableDefinition: options.tableDefinition,
    routeTable: options.routeTable,
    sources: options.sources,
    webDistPath: options.webDistPath,
  });
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return stack;
}

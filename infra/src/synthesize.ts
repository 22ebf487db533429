import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { tableDefinition } from '@reno/data/table';
import {
  chatStream,
  resources,
  routeTable,
  scheduledJobs,
  userPoolTriggers,
  workers,
} from '@reno/functions/routes';
import { buildApp } from './build-app';
import { prebundleHandlers } from './bundling';
import { handlerEntries, pascalCase } from './function-catalog';

const functionsRoot = fileURLToPath(new URL('../../functions', import.meta.url));

/** One function as the stack deploys it: its handler entry, its asset folder in cdk.out, its environment. */
export interface DeployedFunction {
  /** 'src/handlers/expenses.ts' */
  entry: string;
  /** The folder CDK zips for the function (index.mjs, chunks, maps). */
  assetDir: string;
  /** `Handler` of the function, e.g. 'index.handler'. */
  handler: string;
  /** Environment.Variables of the template: strings, or CloudFormation expressions (Ref, Fn::GetAtt …). */
  environment: Record<string, unknown>;
}

interface TemplateFunction {
  Type: string;
  Metadata?: Record<string, unknown>;
  Properties: {
    Handler?: string;
    Code?: { S3Key?: string };
    Environment?: { Variables?: Record<string, unknown> };
  };
}

/** The construct id each route-table entry's function gets (see reno-stack.ts and its constructs). */
function constructPathOf(entry: string): string {
  if (entry === chatStream.entry) return '/Chat/ChatFunction/Resource';
  if (entry === userPoolTriggers.preSignUp.entry) return '/Auth/PreSignUpFunction/Resource';
  if (entry === userPoolTriggers.postConfirmation.entry) return '/Auth/PostConfirmationFunction/Resource';
  const worker = Object.entries(workers).find(([, definition]) => definition.entry === entry);
  if (worker) return `/Api/${pascalCase(worker[0])}Function/Resource`;
  const job = Object.entries(scheduledJobs).find(([, definition]) => definition.entry === entry);
  if (job) return `/ScheduledJobs/${pascalCase(job[0])}Function/Resource`;
  const name = Object.entries(resources).find(([, resource]) => resource.entry === entry)![0];
  return `/Api/${pascalCase(name)}Function/Resource`;
}

/**
 * Synthesizes the app as `cdk synth` does, bundling on, into `outdir`, and reads every function of the route
 * table off the template: the exact folders a deploy would zip, with the variables the stack sets.
 */
export async function synthesizeDeployedFunctions(
  outdir: string,
  webDistPath: string,
): Promise<DeployedFunction[]> {
  await prebundleHandlers(
    handlerEntries(routeTable).map(({ entry }) => join(functionsRoot, entry)),
    outdir,
  );
  // Path metadata names each resource's construct, as `cdk synth` records it.
  const app = new App({ outdir, context: { 'aws:cdk:enable-path-metadata': true } });
  const stack = buildApp(app, {
    routeTable,
    tableDefinition,
    sources: { functionsRoot },
    webDistPath,
  });
  const assembly = app.synth();
  const template = assembly.getStackByName(stack.stackName).template as {
    Resources: Record<string, TemplateFunction>;
  };
  const functions = Object.values(template.Resources).filter(
    (resource) => resource.Type === 'AWS::Lambda::Function',
  );
  return handlerEntries(routeTable).map(({ entry }) => {
    const suffix = constructPathOf(entry);
    const fn = functions.find((candidate) => String(candidate.Metadata?.['aws:cdk:path']).endsWith(suffix));
    if (!fn?.Properties.Code?.S3Key)
      throw new Error(`No function with a bundled asset for ${entry} (${suffix})`);
    return {
      entry,
      assetDir: `${assembly.directory}/asset.${fn.Properties.Code.S3Key.replace(/\.zip$/, '')}`,
      handler: fn.Properties.Handler ?? '',
      environment: fn.Properties.Environment?.Variables ?? {},
    };
  });
}

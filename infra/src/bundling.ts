import type { BuildOptions } from 'esbuild';
import { Runtime, Architecture } from 'aws-cdk-lib/aws-lambda';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * One description of how every function is bundled. The NodejsFunctions (bundlingOptions) and the
 * bundle-size script (esbuildOptions) both derive from it, so the sizes printed are the sizes deployed.
 */
export const lambdaRuntime = Runtime.NODEJS_22_X;
export const lambdaArchitecture = Architecture.ARM_64;

/** ESM output still meets CommonJS dependencies (X-Ray SDK, Stripe's internals) that call `require`. */
const createRequireBanner =
  "import { createRequire as __reno_createRequire } from 'node:module'; const require = __reno_createRequire(import.meta.url);";

export const bundleSettings = {
  target: 'node22',
  minify: true,
  sourceMap: true,
  // Stack traces map to file and line; the sources themselves need not ship in the zip.
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: createRequireBanner,
  // The Node 22 runtime ships AWS SDK v3: bundling it would put every function at 280-470 KB (over the
  // 300 KB budget) and slow its cold start, so it is left out, as CDK does by default. The cost: Lambda runs
  // the runtime's SDK version, not the pinned 3.1162.0 the tests run (docs/architecture.md).
  externalModules: ['@aws-sdk/*'] as string[],
} as const;

export function bundlingOptions(): BundlingOptions {
  return {
    format: OutputFormat.ESM,
    target: bundleSettings.target,
    minify: bundleSettings.minify,
    sourceMap: bundleSettings.sourceMap,
    sourcesContent: bundleSettings.sourcesContent,
    mainFields: [...bundleSettings.mainFields],
    banner: bundleSettings.banner,
    externalModules: [...bundleSettings.externalModules],
    forceDockerBundling: false,
  };
}

/** The same bundle as the CDK's local esbuild run produces, for measuring it. */
export function esbuildOptions(entry: string): BuildOptions {
  return {
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: bundleSettings.target,
    minify: bundleSettings.minify,
    sourcemap: bundleSettings.sourceMap,
    sourcesContent: bundleSettings.sourcesContent,
    mainFields: [...bundleSettings.mainFields],
    banner: { js: bundleSettings.banner },
    external: [...bundleSettings.externalModules],
    outfile: 'index.mjs',
    write: false,
    logLevel: 'silent',
  };
}

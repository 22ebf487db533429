import { existsSync, mkdirSync, realpathSync, statSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { chatStream, resources, routes, userPoolTriggers } from '@reno/functions/routes';
// The very bundling the stack deploys with (and infra's bundle-sizes script prints).
import { bundleHandler, bundleWeight, HANDLER_FILE, rolldownOptions } from '@reno/infra/bundling';
import { handlerEntries } from '@reno/infra/function-catalog';

const functionsRoot = fileURLToPath(new URL('../../../functions/', import.meta.url));
const referenceEntry = fileURLToPath(new URL('../fixtures/get-item-reference.ts', import.meta.url));

/**
 * 'deployed': exactly as the stack bundles (everything inside, lazy imports split into chunks).
 * 'sdk-external': one file with `@aws-sdk/*` left to the Lambda runtime, as the functions were deployed
 * before, kept for comparison in `npm run bench`.
 */
export type BundleVariant = 'deployed' | 'sdk-external';

export interface LambdaBundle {
  /** 'src/handlers/expenses.ts' */
  entry: string;
  usedBy: string;
  /** Minified JS Node reads before the handler can run (index.mjs and its static chunks), maps excluded. */
  initialBytes: number;
  /** How many files that is. */
  initialFiles: number;
  /** All minified JS of the function, lazy chunks included. */
  totalBytes: number;
  /** npm packages with code in what Node reads before the handler can run. */
  initialPackages: string[];
  /** The bundle's index.mjs. */
  file: string;
}

/**
 * Modules a bundle leaves out (`@aws-sdk/*` in the 'sdk-external' variant, as the Lambda runtime provides
 * it) are linked into `<outDir>/node_modules` from the functions package.
 */
function linkExternalModules(outDir: string, external: readonly string[]): void {
  for (const pattern of external) {
    const name = pattern.endsWith('/*') ? pattern.slice(0, -2) : pattern;
    const source = join(functionsRoot, 'node_modules', name);
    if (!existsSync(source)) throw new Error(`External module ${name} is not installed in functions/`);
    const target = join(outDir, 'node_modules', name);
    if (existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(realpathSync(source), target, 'dir');
  }
}

async function bundle(
  path: string,
  label: { entry: string; usedBy: string },
  variant: BundleVariant,
  dir: string,
): Promise<LambdaBundle> {
  const file = join(dir, HANDLER_FILE);
  if (variant === 'deployed') return { ...label, ...bundleWeight(await bundleHandler(path, dir)), file };

  linkExternalModules(dirname(dir), ['@aws-sdk/*']);
  const { output, ...input } = rolldownOptions(path, dir);
  await build({
    ...input,
    external: [/^@aws-sdk\//],
    output: { ...output, codeSplitting: false },
    write: true,
  });
  const bytes = statSync(file).size;
  return { ...label, initialBytes: bytes, initialFiles: 1, totalBytes: bytes, initialPackages: [], file };
}

/**
 * Bundles every function of the route table (one per resource, the chat stream, the Cognito trigger),
 * each into `<outDir>/<variant>/<n>/` to be imported later.
 */
export async function buildLambdaBundles(
  outDir: string,
  variant: BundleVariant = 'deployed',
): Promise<LambdaBundle[]> {
  const bundles: LambdaBundle[] = [];
  const entries = handlerEntries({ routes, resources, chatStream, userPoolTriggers });
  for (const [index, label] of entries.entries()) {
    const dir = join(outDir, variant, String(index));
    bundles.push(await bundle(join(functionsRoot, label.entry), label, variant, dir));
  }
  return bundles;
}

/** The cold-start budget's yardstick: a GetItem handler and nothing else, bundled as the stack deploys. */
export function buildReferenceBundle(outDir: string): Promise<LambdaBundle> {
  const label = { entry: 'test/bench/fixtures/get-item-reference.ts', usedBy: 'the reference' };
  return bundle(referenceEntry, label, 'deployed', join(outDir, 'reference'));
}

import { existsSync, mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chatStream, preSignUpTrigger, resources, routes } from '@reno/functions/routes';
// The very esbuild options the NodejsFunctions deploy with (and infra's bundle-size script prints).
import { esbuildOptions } from '@reno/infra/bundling';
import { handlerEntries } from '@reno/infra/function-catalog';

const functionsRoot = fileURLToPath(new URL('../../../functions/', import.meta.url));

export interface LambdaBundle {
  /** 'src/handlers/expenses.ts' */
  entry: string;
  usedBy: string;
  /** Minified JS, source map excluded. */
  bytes: number;
  /** Where the bundle was written (only when an output folder was given). */
  file: string | null;
}

/**
 * Modules the bundles leave out (e.g. `@aws-sdk/*`, which the Lambda runtime provides) are linked into
 * `<outDir>/node_modules` from the functions package, as the runtime's own node_modules would serve them.
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

/**
 * Bundles every function of the route table (one per resource, the chat stream, the Cognito trigger)
 * exactly as CDK does. With `outDir`, writes each as `<outDir>/<n>/index.mjs` to import it later.
 */
export async function buildLambdaBundles(outDir?: string): Promise<LambdaBundle[]> {
  const bundles: LambdaBundle[] = [];
  const entries = handlerEntries({ routes, resources, chatStream, preSignUpTrigger });
  for (const [index, { entry, usedBy }] of entries.entries()) {
    const options = esbuildOptions(join(functionsRoot, entry));
    const result = await build(options);
    const code = result.outputFiles?.find((file) => file.path.endsWith('.mjs'));
    if (!code) throw new Error(`esbuild produced no .mjs for ${entry}`);
    let file: string | null = null;
    if (outDir) {
      linkExternalModules(outDir, options.external ?? []);
      const dir = join(outDir, String(index));
      mkdirSync(dir, { recursive: true });
      file = join(dir, 'index.mjs');
      writeFileSync(file, code.contents);
    }
    bundles.push({ entry, usedBy, bytes: code.contents.byteLength, file });
  }
  return bundles;
}

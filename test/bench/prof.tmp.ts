import { buildSync } from 'esbuild';
import { esbuildOptions } from '@reno/infra/bundling';
const [entry, outdir] = process.argv.slice(2);
buildSync({ ...esbuildOptions(entry!, outdir!), minify: false, sourcemap: false });

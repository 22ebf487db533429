// Bundles one handler as the stack deploys it: `bundle-handler.ts <entry> <outdir>`. Run by
// `bundleHandlerSync` (src/bundling.ts) for CDK's synchronous local bundling.
import { bundleHandler } from '../src/bundling';

const [entry, outdir] = process.argv.slice(2);
if (!entry || !outdir) {
  console.error('usage: bundle-handler.ts <entry> <outdir>');
  process.exit(2);
}
await bundleHandler(entry, outdir);

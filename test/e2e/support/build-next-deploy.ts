/**
 * Builds the web app as a later deploy would: its own Vite config, with one module changed (the landing
 * route's, by a statement appended to it), into the folder given as the first argument. Run in a process
 * of its own (`node --import tsx`), as Vite sets NODE_ENV for the process it builds in.
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface Vite {
  build(config: object): Promise<unknown>;
}

const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));
const outDir = process.argv[2];
if (!outDir) throw new Error('Usage: build-next-deploy.ts <outDir>');

const vite = (await import(
  pathToFileURL(join(webRoot, 'node_modules/vite/dist/node/index.js')).href
)) as Vite;
await vite.build({
  root: webRoot,
  configFile: join(webRoot, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
  plugins: [
    {
      name: 'next-deploy',
      transform: (code: string, id: string) =>
        id.endsWith('/src/features/landing/routes/landing-route.tsx')
          ? `${code}\nglobalThis.renoDeploy = 'next';\n`
          : null,
    },
  ],
});

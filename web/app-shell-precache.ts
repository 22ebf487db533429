import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

type ManifestTransform = NonNullable<
  NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']
>[number];

/**
 * The app shell the service worker precaches (docs/architecture.md#offline-capture): what a signed-in
 * phone needs to open with no network and capture an expense. Each module with every chunk it imports
 * statically; the entry's always. Other screens' chunks (the dashboard's too: the screen signing in lands
 * on) are cached by the worker when first used.
 */
const APP_SHELL_MODULES = [
  // Before every signed-in screen: the session app (TanStack Query, the session; a first visit's landing
  // page draws without it) and its prefetch of the projects (lazy: /login needs no record queries), the
  // signed-in app and its layout. Not Amplify's session code (24 KiB
  // gzip): a stored session with fresh tokens needs none of it, and a refresh needs the network anyway;
  // it is cached when first used.
  'src/app/session-app.tsx',
  'src/app/prefetch-signed-in-data.ts',
  'src/app/signed-in-app.tsx',
  'src/features/layout/components/desktop-sidebar.tsx',
  'src/features/layout/components/mobile-drawer.tsx',
  'src/components/toast/toast-viewport.tsx',
  // What shows only without a connection, or once a deploy's worker waits (its build may be gone then).
  'src/lib/connection/reconnecting-notice.tsx',
  'src/components/query-problem.tsx',
  'src/features/offline/components/offline-notice.tsx',
  'src/features/offline/components/update-prompt.tsx',
  // Offline capture: the expenses screen, its phone list, the expense form and the outbox. Not the desktop
  // table nor an expense's details: cached when first used, like every screen's chunks (an old page after
  // a deploy asks the server for those it never used, where CloudFront keeps old builds' chunks).
  'src/features/expenses/routes/expenses-route.tsx',
  'src/features/expenses/components/expense-card-list.tsx',
  'src/features/expenses/components/expense-form-dialog.tsx',
  // The screen's filters: the closed selects paint first, the selects themselves come in their own chunk.
  'src/components/instant-select-field.tsx',
  'src/entities/outbox/components/waiting-expenses.tsx',
  'src/features/offline/api/query-cache-persistence.ts',
  'src/features/offline/api/outbox-sync-runner.ts',
];

/**
 * A build plugin that learns the shell's chunk files from the bundle, and the precache-list transform
 * that keeps, of the built JS, only those (the HTML and the web app manifest stay). A module of the list
 * that is no chunk of the build fails it: a renamed file must not leave the shell silently smaller.
 */
export function appShellPrecache(): { plugin: Plugin; transform: ManifestTransform } {
  let root = process.cwd();
  let shellFiles: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'reno:app-shell-precache',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    generateBundle: (_options, bundle) => {
      shellFiles = shellChunkFiles(bundle, root);
    },
  };
  const transform: ManifestTransform = (entries) => {
    if (!shellFiles) throw new Error('app-shell-precache: the bundle was not seen before the precache list');
    const shell = shellFiles;
    const manifest = entries.filter((entry) => !entry.url.endsWith('.js') || shell.has(entry.url));
    return { manifest };
  };
  return { plugin, transform };
}

function shellChunkFiles(bundle: Rolldown.OutputBundle, root: string): Set<string> {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const addWithImports = (chunk: Rolldown.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) addWithImports(byFile.get(imported)!);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach(addWithImports);
  for (const module of APP_SHELL_MODULES) {
    const id = resolve(root, module);
    // A module lies in one chunk, its own or a group's (vite.config.ts).
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`app-shell-precache: ${module} is no chunk of the build`);
    addWithImports(chunk);
  }
  return files;
}

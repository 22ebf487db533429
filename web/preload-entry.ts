import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { APP } from './app-chunks';

const PRELOAD_ENTRY = 'src/preload.ts';

/**
 * The modules of the preload entry, in a chunk of their own: the main entry imports the session check
 * from it, and it imports nothing, so it runs as soon as it arrives.
 */
export const PRELOAD_MODULES =
  /[\\/]src[\\/](preload|app[\\/]preload-signed-in|features[\\/]auth[\\/]api[\\/]session-hint)\.ts$/;

/**
 * A stored session's downloads start beside the main entry (docs/architecture.md#web-app-loading): a
 * second entry, `src/preload.ts`, whose script tag (async: it runs as soon as it arrives, not after the
 * main entry) goes into index.html. Started by the main entry once it has run, the session app's chunk
 * came a round trip later, and with it a signed-in page's first API calls.
 *
 * With it, a `<link rel="modulepreload">` of the app's chunk: the main entry (React) imports the app
 * lazily so that the browser evaluates the two in separate tasks (docs/architecture.md#web-app-loading);
 * requested from index.html, the app's chunk downloads beside the entry instead of after it has run.
 */
export function preloadEntry(): Plugin {
  return {
    name: 'reno:preload-entry',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            preload: fileURLToPath(new URL(`./${PRELOAD_ENTRY}`, import.meta.url)),
          },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output): output is Rolldown.OutputChunk =>
            output.type === 'chunk' && output.isEntry && !!output.facadeModuleId?.endsWith(PRELOAD_ENTRY),
        );
        if (!chunk) throw new Error(`preload-entry: ${PRELOAD_ENTRY} is no entry of the build`);
        const app = Object.values(context.bundle ?? {}).find(
          (output): output is Rolldown.OutputChunk =>
            output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(APP)),
        );
        if (!app) throw new Error(`preload-entry: ${APP} is in no chunk of the build`);
        const attrs = { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` };
        return [
          { tag: 'script', attrs, injectTo: 'head-prepend' },
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${app.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

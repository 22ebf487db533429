import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const SESSION_APP = 'src/app/session-app.tsx';
const ENTRY = 'src/main.tsx';
/**
 * Not followed: @reno/domain is imported through its barrel, whose graph holds every module of the package
 * (zod's schemas too) where the build keeps only what is used; its modules are left to the other groups.
 */
const DOMAIN = /[\\/]packages[\\/]domain[\\/]/;

/**
 * The session app as one chunk (docs/architecture.md#web-app-loading): the modules it imports statically,
 * TanStack Query and the API client included, that the entry does not. Left to the build they made a
 * dozen chunks, each a request with its own import and export overhead on every route but a first visit's
 * landing page. A build plugin that reads the module graph once it is built, and the group's test.
 */
export function sessionAppChunk(): { plugin: Plugin; inSessionApp: (id: string) => boolean } {
  let root = process.cwd();
  let sessionOnly: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'reno:session-app-chunk',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    buildEnd() {
      const closure = (module: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || DOMAIN.test(id)) return;
          seen.add(id);
          (this.getModuleInfo(id)?.importedIds ?? []).forEach(visit);
        };
        visit(resolve(root, module));
        return seen;
      };
      const entry = closure(ENTRY);
      sessionOnly = new Set([...closure(SESSION_APP)].filter((id) => !entry.has(id)));
      if (sessionOnly.size === 0) throw new Error(`session-app-chunk: ${SESSION_APP} is not in the build`);
    },
  };
  const inSessionApp = (id: string) => {
    if (!sessionOnly) throw new Error('session-app-chunk: the module graph was not read before chunking');
    return sessionOnly.has(id);
  };
  return { plugin, inSessionApp };
}

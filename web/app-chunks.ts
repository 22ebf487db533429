import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const SESSION_APP = 'src/app/session-app.tsx';
const ENTRY = 'src/main.tsx';
/** The app (MUI's styling, the router, the frame), which the entry imports lazily. */
export const APP = 'src/app/app.tsx';
/**
 * Not followed: @reno/domain is imported through its barrel, whose graph holds every module of the package
 * (zod's schemas too) where the build keeps only what is used; its modules are left to the other groups.
 */
const DOMAIN = /[\\/]packages[\\/]domain[\\/]/;
/**
 * Nor TanStack Query's hooks and observers that only screens use: its barrel reaches them all, and the
 * session app needs the client and useQuery. In the session app's chunk they cost every route ~2 KiB.
 */
const SCREENS_QUERY_CODE =
  /@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](hydration|queriesObserver|infiniteQueryObserver|mutationObserver|streamedQuery|use(Queries|InfiniteQuery|Suspense\w*|Mutation|MutationState|IsFetching|Prefetch\w*)|HydrationBoundary|\w+Options)\.js$/;

/**
 * The modules of the build's two lazy app chunks (docs/architecture.md#web-app-loading), for the groups that
 * make each one chunk: the app's (`app.tsx`: MUI's styling, the router, the frame), which the entry (React)
 * imports lazily so that the two are evaluated in separate tasks; and the session app's, what it imports
 * statically (TanStack Query and the API client included) that neither the entry nor the app does. A build
 * plugin that reads the module graph once it is built, and the groups' tests.
 */
export function appChunks(): {
  plugin: Plugin;
  inApp: (id: string) => boolean;
  inSessionApp: (id: string) => boolean;
} {
  let root = process.cwd();
  let sessionOnly: Set<string> | null = null;
  let appOnly: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'reno:app-chunks',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    buildEnd() {
      const closure = (module: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || DOMAIN.test(id) || SCREENS_QUERY_CODE.test(id)) return;
          seen.add(id);
          (this.getModuleInfo(id)?.importedIds ?? []).forEach(visit);
        };
        visit(resolve(root, module));
        return seen;
      };
      const entry = closure(ENTRY);
      const app = closure(APP);
      appOnly = new Set([...app].filter((id) => !entry.has(id)));
      sessionOnly = new Set([...closure(SESSION_APP)].filter((id) => !entry.has(id) && !app.has(id)));
      if (appOnly.size === 0) throw new Error(`app-chunks: ${APP} is not in the build`);
      if (sessionOnly.size === 0) throw new Error(`app-chunks: ${SESSION_APP} is not in the build`);
    },
  };
  /** A group's test over one of the sets read at buildEnd, which the build asks only after it. */
  const memberOf = (set: () => Set<string> | null) => (id: string) => {
    const modules = set();
    if (!modules) throw new Error('app-chunks: the module graph was not read before chunking');
    return modules.has(id);
  };
  return { plugin, inApp: memberOf(() => appOnly), inSessionApp: memberOf(() => sessionOnly) };
}

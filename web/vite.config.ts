import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShellPrecache } from './app-shell-precache';
import { muiWithoutCssVariables } from './mui-without-css-variables';
import { PRELOAD_MODULES, preloadEntry } from './preload-entry';
import { appChunks } from './app-chunks';

// In `vite dev`, /api and /config.json go to a running local stack (RENO_STACK_ORIGIN, default :3000).
// The production build (dist/) is served by the local stack or CloudFront on the same origin as /api.
const stackOrigin = process.env.RENO_STACK_ORIGIN ?? 'http://127.0.0.1:3000';

const MUI_BASICS = (
  'ButtonBase Button Typography Card CardContent SvgIcon Paper Toolbar AppBar Container Stack ' +
  'IconButton useThemeProps styled getThemeProps useSlot utils internal Grid createSvgIcon'
).split(' ');
/** What the form kit's text and money inputs are made of (components/form/outlined-field.tsx). */
const MUI_TEXT_INPUTS =
  'InputBase OutlinedInput FormControl FormLabel FormHelperText InputLabel InputAdornment TextareaAutosize'.split(
    ' ',
  );
/** TextField and what it imports for its select and other variants: a select's menu, popover and modal. */
const MUI_INPUTS = (
  'Select NativeSelect TextField Input FilledInput Menu MenuList MenuItem Popover Modal ' +
  'Backdrop Fade Grow Portal Unstable_TrapFocus FocusTrap'
).split(' ');

/** Both groups of inputs below, which the app's group leaves to them. */
const MUI_INPUT_MODULES = muiModules('material|utils', [...MUI_TEXT_INPUTS, ...MUI_INPUTS]);
const MUI_SHARED_UTILS = muiModules('utils', ['useRovingTabIndex', 'useSlotProps']);

// Small modules most signed-in screens share, in the session app's chunk (below): the records' query
// factories, and what every screen reads of the active household.
const RECORD_QUERIES =
  /\/entities\/(budget|contractor|estimate|expense|household|project|subscription)\/api\/\w+-queries\.ts$/;
const HOUSEHOLD_SHELL =
  /\/(lib\/household-role|features\/household\/api\/pending-invitation|domain\/src\/household)\.ts$/;
function isSignedInCommon(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  return RECORD_QUERIES.test(path) || HOUSEHOLD_SHELL.test(path);
}

const MUI_LIST = muiModules('material', ['List']);
/**
 * The class names of list items and dividers: MenuItem (in mui-inputs) styles by them too. Left to the
 * build they land in mui-inputs, and a screen with a plain list item then loads all of it (23 KiB).
 */
const LIST_ITEM_CLASSES =
  /@mui[\\/]material[\\/](esm[\\/])?(ListItemText|ListItemIcon|Divider)[\\/]\w+Classes\.m?js$/;

/** Modules of the named folders of @mui/<packages> (e.g. 'material', ['Button']). */
function muiModules(packages: string, folders: string[]): RegExp {
  return new RegExp(`@mui[\\\\/](${packages})[\\\\/](esm[\\\\/])?(${folders.join('|')})[\\\\/]`);
}
const MUI_BASICS_MODULES = muiModules('material|system|utils', MUI_BASICS);
const SWITCH_BASE = /[\\/]internal[\\/]SwitchBase/;

/** What the landing page shares with the session app but not the entry: the product's constants, useIsSignedIn. */
const LANDING_SHARED =
  /[\\/](packages[\\/]domain[\\/]src[\\/]constants|web[\\/]src[\\/]entities[\\/]session[\\/]components[\\/]auth-context)\.ts$/;

const appShell = appShellPrecache();
const chunks = appChunks();

/**
 * The installable app (docs/architecture.md#offline-capture): the web app manifest, and /sw.js built from
 * our own worker with the precache list of the app shell injected (Workbox through vite-plugin-pwa). The
 * signed-in app registers it, lazily (features/offline/api/register-service-worker.ts).
 */
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/features/offline/worker',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  includeManifestIcons: false,
  manifest: {
    name: 'Home Renovation Tracker',
    short_name: 'Reno Tracker',
    description: 'Track renovation budgets, expenses, contractors, estimates and milestones.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#1565c0',
    background_color: '#f6f7fb',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The HTML and the app shell's chunks (app-shell-precache.ts); not Vite's build manifest, nor the
    // icons (the browser fetches them itself when it installs the app).
    globPatterns: ['**/*.{js,css,html,svg,woff2}'],
    globIgnores: ['.vite/**'],
    manifestTransforms: [appShell.transform],
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [
    react(),
    muiWithoutCssVariables(),
    preloadEntry(),
    chunks.plugin,
    appShell.plugin,
    installableApp,
  ],
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: stackOrigin, changeOrigin: true },
      '/config.json': { target: stackOrigin, changeOrigin: true },
      '/cognito': { target: stackOrigin, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    // No <link rel="modulepreload"> per chunk before each import(): the browser fetches a lazy chunk's own
    // imports as soon as it has parsed the chunk, and screens start downloading early anyway (preloadScreen).
    // Inserting the dashboard's ~28 links was one long main-thread task on a phone; without them the
    // dashboard's Lighthouse median went from 94-95 to 97 cold and 98 to 99 warm (interleaved runs, same
    // machine; docs/benchmarks.md section 4).
    modulePreload: false,
    // The size script reads the manifest to measure what the landing route loads.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Left alone, the build splits shared code into dozens of sub-kilobyte chunks, each with its own
          // request and gzip overhead. These groups keep code that always loads together in one chunk.
          groups: [
            // The preload entry (preload-entry.ts), which must not wait for the main one.
            { name: 'preload', test: PRELOAD_MODULES },
            // Whatever the entry imports statically loads on every page anyway.
            { name: 'initial', tags: ['$initial'] },
            // The app (app-chunks.ts), which the entry imports lazily: React and it are evaluated in two tasks.
            // Not MUI's inputs its modules' graph reaches without using them: the login screen's, in their groups.
            { name: 'app', test: (id: string) => chunks.inApp(id) && !MUI_INPUT_MODULES.test(id) },
            // MUI's basics, used by the landing page and every signed-in screen.
            // Not the switches' base (in internal/): only the reminder settings use it.
            {
              name: 'mui-basics',
              test: (id: string) => MUI_BASICS_MODULES.test(id) && !SWITCH_BASE.test(id),
            },
            { name: 'mui-basics', test: /@mui[\\/]icons-material[\\/](esm[\\/])?utils[\\/]/ },
            // List on its own: the inputs below use it, but screens with a list need none of them.
            { name: 'mui-list', test: (id: string) => MUI_LIST.test(id) || LIST_ITEM_CLASSES.test(id) },
            // The parts of an outlined text input: a screen of text fields (the login screen) needs no more.
            { name: 'mui-text-inputs', test: muiModules('material|utils', MUI_TEXT_INPUTS) },
            // With them, helpers of @mui/utils that both the menus below and the login screen's tabs use:
            // left to the build, they joined mui-inputs, and the login screen loaded all of it for them.
            { name: 'mui-text-inputs', test: MUI_SHARED_UTILS },
            // A TextField brings Select, which brings Menu, Popover and Modal: they always come together.
            { name: 'mui-inputs', test: muiModules('material|utils', MUI_INPUTS) },
            // What the landing page shares with the session app, in a chunk of its own before it: in the
            // session app's chunk, it would bring all of it to the landing page.
            { name: 'landing-shared', test: LANDING_SHARED },
            // The session app (TanStack Query, the API client, the session, the routes; app-chunks.ts)
            // in one chunk, with what most signed-in screens share: a dozen chunks otherwise, each a request
            // with its own import, export and gzip overhead on every route but a first visit's landing page.
            {
              name: 'session-app',
              test: (id: string) => chunks.inSessionApp(id) || isSignedInCommon(id),
            },
          ],
        },
      },
      treeshake: {
        // @reno/domain is pure (no I/O, no globals): a module none of whose exports is used can go.
        // Without this, importing one constant keeps every zod schema (and zod) in the entry chunk.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});

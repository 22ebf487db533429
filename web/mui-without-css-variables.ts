import type { Plugin } from 'vite';

/**
 * MUI's `createTheme` and `ThemeProvider` import the CSS-variables theme and its provider (color schemes,
 * the stored scheme, the scheme script) whatever the theme asks for; the bundler cannot drop them, and they
 * were ~8 KiB gzip of the entry chunk, so of every page's first JS (docs/benchmarks.md, 'What each route's
 * first JS is for'). Our theme has no `cssVariables` and no `colorSchemes` (src/app/theme.ts), so MUI takes
 * its plain path and never calls them: this plugin gives those two imports stand-ins that say so if a theme
 * ever does.
 */
const WITH_VARS = /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/;
const IMPORTER = /@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
const STAND_IN = '\0mui-css-variables-stand-in';

export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'reno:mui-without-css-variables',
    apply: 'build',
    // Before Vite's own resolver, which would resolve the path to the real file.
    enforce: 'pre',
    resolveId: (source, importer) =>
      importer && WITH_VARS.test(source) && IMPORTER.test(importer) ? STAND_IN : null,
    load: (id) =>
      id === STAND_IN
        ? [
            'function refuse() {',
            "  throw new Error('The build leaves out MUI CSS variables (web/mui-without-css-variables.ts)');",
            '}',
            'export default refuse;',
            'export const CssVarsProvider = refuse;',
          ].join('\n')
        : null,
  };
}

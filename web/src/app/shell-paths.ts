/**
 * The paths of the screens inside the app shell (docs/product.md#routing). The signed-in router's table
 * is keyed by them, and the layout journey (test/e2e) visits each, so a new screen is checked with the rest.
 */
export const SHELL_PATHS = [
  '/dashboard',
  '/budget',
  '/expenses',
  '/expenses/import',
  '/projects',
  '/estimates',
  '/contractors',
  '/timeline',
  '/billing',
  '/household',
] as const;

export type ShellPath = (typeof SHELL_PATHS)[number];

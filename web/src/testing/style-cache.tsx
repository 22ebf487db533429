import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';

// jsdom's getComputedStyle (behind every role query's visibility and name checks, and user-event's
// pointer-events check) matches the element and each of its ancestors against every CSS rule in the
// document, and Emotion never removes a rule it inserted: with the app's one default cache, a file's later
// tests would match against every style its earlier tests rendered. Each test gets a cache of its own
// (the same class names), emptied after it.
let current: EmotionCache | null = null;

/** Puts the styles of what it wraps into the running test's own Emotion cache. */
export function TestStyles({ children }: { children: ReactNode }) {
  current ??= createCache({ key: 'css' });
  return <CacheProvider value={current}>{children}</CacheProvider>;
}

/** Takes the test's styles out of the document (their <style> elements). */
export function removeTestStyles(): void {
  current?.sheet.flush();
  current = null;
}

import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';

// The files of a worker share one jsdom (isolate: false), and Emotion never removes a rule it inserted: with
// the app's default cache, every file would add its styles to the ones before it. jsdom's getComputedStyle
// (behind every role query's visibility and name checks, and user-event's pointer-events check) matches the
// element and each of its ancestors against every rule in the document, so each file renders into an
// Emotion cache of its own (the same class names), emptied when the file ends. (One cache per test instead
// cost as much again: each test then inserted its styles anew.)
let current: EmotionCache | null = null;

/** Puts the styles of what it wraps into the running file's own Emotion cache. */
export function TestStyles({ children }: { children: ReactNode }) {
  current ??= createCache({ key: 'css' });
  return <CacheProvider value={current}>{children}</CacheProvider>;
}

/** Takes the file's styles out of the document (their <style> elements). */
export function removeFileStyles(): void {
  current?.sheet.flush();
  current = null;
}

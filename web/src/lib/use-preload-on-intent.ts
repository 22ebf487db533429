import { useEffect } from 'react';

const INTENT_EVENTS = ['pointerover', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * Starts `preloads` (lazy dialogs, drawers) at the user's first pointer, touch or keyboard activity on
 * the page: well before the click that opens them, yet never during the page's own load.
 */
export function usePreloadOnIntent(...preloads: (() => Promise<unknown>)[]) {
  useEffect(() => {
    const start = () => {
      stop();
      for (const preload of preloads) preload().catch(() => {}); // the render retries and reports
    };
    const stop = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
    };
    for (const type of INTENT_EVENTS)
      document.addEventListener(type, start, { capture: true, passive: true });
    return stop;
    // The preloads are module-level functions: registering once per mount is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

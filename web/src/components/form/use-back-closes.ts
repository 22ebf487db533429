import { useEffect, useRef, useState } from 'react';

// The history entry a form dialog adds holds its depth (a dialog opened from another dialog is one
// deeper) and the dialog's own id.
const DEPTH = 'formDialogDepth';
const OWNER = 'formDialogId';

function depthOf(state: unknown): number {
  const depth = (state as Record<string, unknown> | null)?.[DEPTH];
  return typeof depth === 'number' ? depth : 0;
}

/**
 * While `open`, the browser's Back button belongs to the dialog: opening adds a history entry (same
 * address), and Back calls `onBack`. When it answers 'stay' (e.g. it asks 'Discard changes?') the entry
 * comes back; when the dialog closes another way, its entry is removed, so Back then leaves the page.
 */
export function useBackCloses(open: boolean, onBack: () => 'close' | 'stay'): void {
  const latestOnBack = useRef(onBack);
  useEffect(() => {
    latestOnBack.current = onBack;
  });
  // React's development double effect unmounts and mounts again at once: the entry stays across it.
  const mounted = useRef(false);
  const [owner] = useState(() => crypto.randomUUID());

  useEffect(() => {
    if (!open) return;
    mounted.current = true;
    const id = owner;
    const state = window.history.state as Record<string, unknown> | null;
    const reused = state?.[OWNER] === id;
    const depth = reused ? depthOf(state) : depthOf(state) + 1;
    const push = () =>
      window.history.pushState({ ...(window.history.state as object), [DEPTH]: depth, [OWNER]: id }, '');
    if (!reused) push();
    let entryOnTop = true;

    const onPopState = (event: PopStateEvent) => {
      if (!entryOnTop || depthOf(event.state) >= depth) return;
      if (latestOnBack.current() === 'stay') push();
      else entryOnTop = false;
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      mounted.current = false;
      if (!entryOnTop) return;
      setTimeout(() => {
        const top = window.history.state as Record<string, unknown> | null;
        if (!mounted.current && top?.[OWNER] === id) window.history.back();
      });
    };
  }, [open, owner]);
}

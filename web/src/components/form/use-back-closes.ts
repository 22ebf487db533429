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
 * The Back a closing dialog took to remove its entry, until the browser has answered it (popstate). A dialog
 * opened meanwhile waits for it: pushed before the browser went back, its entry would be the one left, and
 * that Back would close it. A browser that never answers is not waited for past a second.
 */
let leaving: Promise<void> | null = null;

function removeEntry() {
  const left = new Promise<void>((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true });
    setTimeout(resolve, 1000);
  });
  leaving = left.then(() => {
    if (leaving === left) leaving = null;
  });
  window.history.back();
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
    let active = true;
    let entry: { depth: number; onTop: boolean } | null = null;
    const push = (depth: number) =>
      window.history.pushState({ ...(window.history.state as object), [DEPTH]: depth, [OWNER]: owner }, '');

    const onPopState = (event: PopStateEvent) => {
      if (!entry?.onTop || depthOf(event.state) >= entry.depth) return;
      if (latestOnBack.current() === 'stay') push(entry.depth);
      else entry.onTop = false;
    };
    const takeEntry = () => {
      if (!active) return;
      const state = window.history.state as Record<string, unknown> | null;
      const reused = state?.[OWNER] === owner;
      entry = { depth: reused ? depthOf(state) : depthOf(state) + 1, onTop: true };
      if (!reused) push(entry.depth);
      window.addEventListener('popstate', onPopState);
    };
    if (leaving) void leaving.then(takeEntry);
    else takeEntry();

    return () => {
      active = false;
      window.removeEventListener('popstate', onPopState);
      mounted.current = false;
      if (!entry?.onTop) return;
      setTimeout(() => {
        const top = window.history.state as Record<string, unknown> | null;
        if (!mounted.current && top?.[OWNER] === owner) removeEntry();
      });
    };
  }, [open, owner]);
}

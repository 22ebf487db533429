import type { Page, TestInfo } from '@playwright/test';

interface ViewCheck {
  scrolled: number;
  end: number;
  /** The scroll offset of the next step. */
  next: number;
}

/** What the steps over one screen found, kept in the page between them. */
interface ControlsSeen {
  /** Each control found covered, with "'name' under 'what covers it' at 120px" for the first time. */
  covered: Map<Element, string>;
  /** Each control found drawn uncovered at some step. */
  clear: Set<Element>;
}

declare global {
  interface Window {
    __renoControlsSeen?: ControlsSeen;
  }
}

/**
 * Notes every control the page shows now as clear or as covered (something else drawn over it), in
 * `window.__renoControlsSeen`. Runs in the browser.
 *
 * A control counts where it is drawn: between the app's bars (fixed or sticky boxes across the whole
 * width at the top or the bottom: content scrolled under them is hidden, not drawn; but at the top and at
 * the end of the page, where no scrolling brings anything out from under them, they hide nothing) and
 * inside every scrolling or clipping box around it. At its centre and near the middle of each edge of what is drawn
 * of it, the browser must find the control (or something inside it; one of its ancestors is a rounded
 * corner, where the control itself is not drawn). Anything else there covers it.
 */
function checkView(): ViewCheck {
  const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const name = (control: Element) => control.getAttribute('aria-label') ?? text(control);
  const coverName = (element: Element) =>
    element.closest('[aria-label]')?.getAttribute('aria-label') ??
    (text(element) || element.tagName.toLowerCase());
  const seen = (window.__renoControlsSeen ??= { covered: new Map(), clear: new Set() });
  const end = document.documentElement.scrollHeight - window.innerHeight;
  const atTop = window.scrollY < 1;
  const atEnd = window.scrollY >= end - 1;
  const bars = { top: 0, bottom: window.innerHeight };
  // What floats over the foot of the window without spanning it (the chat button): the next step
  // overlaps this one by its height, so what it covers now is drawn clear of it next.
  let floating = 0;
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const { position } = getComputedStyle(element);
    if (position !== 'fixed' && position !== 'sticky') continue;
    const rect = element.getBoundingClientRect();
    if (rect.height === 0) continue;
    if (rect.left > 0 || rect.right < window.innerWidth) {
      // (Not a sidebar down the window's side: only what starts near the foot.)
      if (rect.top >= window.innerHeight - 200 && rect.bottom >= window.innerHeight - 100) {
        floating = Math.max(floating, window.innerHeight - rect.top);
      }
      continue;
    }
    if (rect.top <= 0) bars.top = Math.max(bars.top, rect.bottom);
    else if (rect.bottom >= window.innerHeight) bars.bottom = Math.min(bars.bottom, rect.top);
  }
  const view = { top: atTop ? 0 : bars.top, bottom: atEnd ? window.innerHeight : bars.bottom };
  // Probes stay this far (px) inside what is drawn: the browser rounds positions to whole pixels.
  const EDGE = 2;
  const probes = [
    [0.5, 0.5],
    [0.05, 0.5],
    [0.95, 0.5],
    [0.5, 0.05],
    [0.5, 0.95],
  ] as const;
  for (const control of Array.from(
    document.querySelectorAll('a[href], button, [role="button"], [role="link"]'),
  )) {
    if (control.matches(':disabled') || control.closest('[aria-disabled="true"], [inert]')) continue;
    if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const box = { ...view, left: 0, right: window.innerWidth };
    const clip = (rect: DOMRect) => {
      box.top = Math.max(box.top, rect.top);
      box.left = Math.max(box.left, rect.left);
      box.bottom = Math.min(box.bottom, rect.bottom);
      box.right = Math.min(box.right, rect.right);
    };
    clip(control.getBoundingClientRect());
    for (let parent = control.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflow !== 'visible') clip(parent.getBoundingClientRect());
    }
    const width = box.right - box.left;
    const height = box.bottom - box.top;
    if (width < 2 * EDGE || height < 2 * EDGE) continue; // a sliver at an edge of the view
    const at = (start: number, size: number, fraction: number) =>
      start + Math.min(Math.max(fraction * size, EDGE), size - EDGE);
    const cover = probes
      .map(([x, y]) => document.elementFromPoint(at(box.left, width, x), at(box.top, height, y)))
      .find((hit) => hit && !control.contains(hit) && !hit.contains(control));
    if (!cover) seen.clear.add(control);
    else if (!seen.covered.has(control)) {
      seen.covered.set(
        control,
        `${control.tagName.toLowerCase()} '${name(control)}' under '${coverName(cover)}' at ${Math.round(window.scrollY)}px`,
      );
    }
  }
  return {
    scrolled: Math.round(window.scrollY),
    end,
    // Where the next step's view (under the top bars) begins with what this one showed last, above
    // what floats at the foot of the window.
    next: Math.min(
      Math.floor(window.scrollY + Math.min(view.bottom, window.innerHeight - floating) - bars.top),
      end,
    ),
  };
}

/** The controls found covered at every step that showed them; forgets what the steps saw. */
function coveredEverywhere(): string[] {
  const seen = window.__renoControlsSeen;
  window.__renoControlsSeen = undefined;
  if (!seen) return [];
  return [...seen.covered].filter(([control]) => !seen.clear.has(control)).map(([, what]) => what);
}

/**
 * Until nothing in the viewport is still loading (a skeleton, a 'Loading…' spinner: charts load when
 * scrolled to), then two frames, so that what the scroll brought in is laid out and painted.
 */
async function settleView(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(
      document.querySelectorAll('.MuiSkeleton-root, [role="progressbar"][aria-label^="Loading"]'),
    ).every((loader) => {
      const rect = loader.getBoundingClientRect();
      return rect.bottom <= 0 || rect.top >= window.innerHeight || rect.width === 0;
    }),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Scrolls the current screen from its top to its end, one visible height (between the app's bars, above
 * the floating chat button) at a time, and returns every control that no step found drawn uncovered,
 * named with the screen and the scroll offset where it was covered (a screenshot there is attached to the
 * test). A control the chat button covers at one step is drawn above it at the next, and the page ends
 * with room for the button. Nothing still loading (skeletons, 'Loading…' spinners) is in view when a step
 * is checked.
 */
export async function controlsCoveredWhileScrolling(
  page: Page,
  testInfo: TestInfo,
  screen: string,
): Promise<string[]> {
  for (let offset = 0; ;) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), offset);
    await settleView(page);
    const view = await page.evaluate(checkView);
    if (view.scrolled >= view.end - 1) break;
    offset = Math.max(view.next, view.scrolled + 1);
  }
  const covered = await page.evaluate(coveredEverywhere);
  if (covered.length > 0) {
    await testInfo.attach(`covered on ${screen}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  }
  return covered.map((what) => `${screen}: ${what}`);
}

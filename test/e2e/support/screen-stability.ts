import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/**
 * Issue 50: late content gets its space from the first paint. The sum of the page's `layout-shift`
 * entries (not those right after the user's input, which the browser marks `hadRecentInput`, as
 * Lighthouse counts them) may be at most this on any screen, at both sizes.
 */
const MAX_LAYOUT_SHIFT = 0.01;

interface ShiftRecord {
  sum: number;
  shifts: { value: number; at: number; moved: string[] }[];
}

declare global {
  interface Window {
    __renoLayoutShift?: ShiftRecord;
  }
}

/**
 * Records every layout shift of each document `target` (a page, or every page of a browser) opens from
 * now on (an init script: it runs before the app's first paint), with the elements that moved, for
 * `expectNoLayoutShift`.
 */
export async function recordLayoutShifts(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const record: ShiftRecord = { sum: 0, shifts: [] };
    window.__renoLayoutShift = record;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const label = node.getAttribute('aria-label') ?? node.getAttribute('data-testid');
      const text = (node.textContent ?? '').trim().slice(0, 40);
      return `${node.tagName.toLowerCase()}${label ? `[${label}]` : ''} '${text}'`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        // Not counted (yet): the toasts' own stack, an overlay at the bottom-left, re-stacking as one comes
        // or goes; it moves nothing of the screen. Lighthouse counts it: see docs/testing.md.
        const sources = entry.sources ?? [];
        const inToasts = ({ node }: { node: Node | null }) =>
          node instanceof Element && node.closest('section[aria-label="Notifications"]') !== null;
        if (sources.length > 0 && sources.every(inToasts)) continue;
        record.sum += entry.value;
        record.shifts.push({
          value: Math.round(entry.value * 10_000) / 10_000,
          at: Math.round(entry.startTime),
          moved: sources.map(
            ({ node, previousRect: from, currentRect: to }) =>
              `${describe(node)} from ${Math.round(from.x)},${Math.round(from.y)} to ${Math.round(to.x)},${Math.round(to.y)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Forgets the shifts so far, once `landmark` has stood still for three looks 100 ms apart: for a screen that
 * changed in answer to the person's own action taking longer than the 500 ms the layout-shift API leaves out
 * after an input (an upload), so that the check counts only what moves after it settled.
 */
export async function forgetShiftsOnceStill(page: Page, landmark: Locator): Promise<void> {
  const tops: number[] = [];
  await expect
    .poll(
      async () => {
        tops.push((await landmark.boundingBox())?.y ?? -1);
        return tops.length >= 3 && tops.slice(-3).every((top) => top === tops.at(-1));
      },
      { intervals: [100], timeout: 10_000 },
    )
    .toBe(true);
  await page.evaluate(() => {
    window.__renoLayoutShift = { sum: 0, shifts: [] };
  });
}

/**
 * The screen's layout shifts since its document opened or the last check (a soft assertion: the journey
 * goes on and reports every screen), then starts counting afresh for the next screen of the same document.
 */
export async function expectNoLayoutShift(page: Page, screen: string): Promise<void> {
  const record = await page.evaluate(() => {
    const current = window.__renoLayoutShift ?? null;
    window.__renoLayoutShift = { sum: 0, shifts: [] };
    return current;
  });
  if (!record) throw new Error('recordLayoutShifts(page) was not called before the screen opened');
  expect
    .soft(
      record.sum <= MAX_LAYOUT_SHIFT ? [] : record.shifts,
      `layout shift on ${screen}: ${record.sum.toFixed(4)} (at most ${MAX_LAYOUT_SHIFT})`,
    )
    .toEqual([]);
}

/**
 * Issue 50, item 7: nothing runs off a phone's screen. Every visible element lies within the window and
 * within its card (its nearest MUI Paper), unless a box between them scrolls or clips (a wide table in
 * its scrolling box, a progress bar): a card that hides what runs past it cuts it off all the same. A
 * soft assertion, like the others of a screen's check.
 */
export async function expectNothingOffTheEdge(page: Page, screen: string): Promise<void> {
  const overflowing = await page.evaluate(() => {
    const windowWidth = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const label = element.getAttribute('aria-label');
      const text = (element.textContent ?? '').trim().slice(0, 50);
      return `${element.tagName.toLowerCase()}${label ? `[${label}]` : ''} '${text}'`;
    };
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      // Visually hidden helpers are 1 px; what is not drawn has no box.
      if (box.width <= 1 || box.height <= 1) continue;
      // Not drawn: hidden, or transparent (a switch's own input lies wider than its track, unseen).
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // A box that scrolls shows the rest on scrolling (a card may be one: a wide table's); one that clips
      // inside the card draws only its own box (a progress bar's moving bar, an ellipsis), checked itself.
      let card: Element | null = null;
      let inBox = false;
      for (let parent = element.parentElement; parent && parent !== document.body;) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') {
          inBox = true;
          break;
        }
        if (parent.classList.contains('MuiPaper-root')) {
          card = parent;
          break;
        }
        if (overflow === 'hidden' || overflow === 'clip') {
          inBox = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (inBox) continue;
      const bounds = card?.getBoundingClientRect() ?? { left: 0, right: windowWidth };
      const past = Math.max(
        box.right - Math.min(bounds.right, windowWidth),
        Math.max(bounds.left, 0) - box.left,
      );
      if (past > 1)
        found.push(`${describe(element)}: ${Math.round(past)} px past its ${card ? 'card' : 'window'}`);
    }
    return found;
  });
  expect.soft(overflowing, `elements off the edge on ${screen}`).toEqual([]);
}

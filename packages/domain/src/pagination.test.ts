import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageWindow, totalPagesFor } from './pagination';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [7, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 'ellipsis', 8]],
    [2, 8, [1, 2, 3, 'ellipsis', 8]],
    [3, 8, [1, 2, 3, 4, 'ellipsis', 8]],
    [4, 8, [1, 'ellipsis', 3, 4, 5, 'ellipsis', 8]],
    [6, 8, [1, 'ellipsis', 5, 6, 7, 8]],
    [7, 8, [1, 'ellipsis', 6, 7, 8]],
    [8, 8, [1, 'ellipsis', 7, 8]],
    [1, 20, [1, 2, 'ellipsis', 20]],
    [10, 20, [1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]],
    [19, 20, [1, 'ellipsis', 18, 19, 20]],
    [20, 20, [1, 'ellipsis', 19, 20]],
  ])('page %i of %i → %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it('shows nothing for zero pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('clamps a current page outside 1…total', () => {
    expect(pageWindow(0, 20)).toEqual(pageWindow(1, 20));
    expect(pageWindow(99, 20)).toEqual(pageWindow(20, 20));
    expect(pageWindow(Number.NaN, 20)).toEqual(pageWindow(1, 20));
  });

  it('always shows first, last and the current page, ascending, with no two ellipses in a row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 500 }), fc.integer({ min: 1, max: 500 }), (total, wanted) => {
        // Prepare
        const current = Math.min(wanted, total);
        // Act
        const items = pageWindow(current, total);
        // Assess
        const numbers = items.filter((item): item is number => item !== 'ellipsis');
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(total);
        expect(numbers).toContain(current);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(items.length).toBeLessThanOrEqual(7);
        items.forEach((item, index) => {
          if (item === 'ellipsis') expect(items[index + 1]).not.toBe('ellipsis');
        });
      }),
    );
  });
});

describe('totalPagesFor', () => {
  it('rounds up and never goes negative', () => {
    expect(totalPagesFor(0, 25)).toBe(0);
    expect(totalPagesFor(1, 25)).toBe(1);
    expect(totalPagesFor(25, 25)).toBe(1);
    expect(totalPagesFor(26, 25)).toBe(2);
    expect(totalPagesFor(-3, 25)).toBe(0);
    expect(totalPagesFor(10, 0)).toBe(0);
  });
});

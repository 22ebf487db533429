import { describe, expect, it } from 'vitest';
import { guessReceiptCategory } from './receipt-category';

describe('guessReceiptCategory', () => {
  it.each([
    ['Ace Hardware', 'materials'],
    ['CASCADE HOME CENTER', 'materials'],
    ["Lowe's Home Improvement", 'materials'],
    ['Riverside Lumber Co.', 'materials'],
    ['Valley Plumbing Supply', 'materials'],
    ['City of Springfield Permit Office', 'permits'],
    ['County Building Department', 'permits'],
    ['Harbor Freight Tools', 'tools'],
    ['Sunbelt Equipment Rentals', 'equipment'],
    ['Green Valley Utilities', 'utilities'],
    ["Bob's Handyman Services", 'labor'],
    ['Smith Plumbing', 'labor'],
    ['Corner Cafe', null],
    ['', null],
    [null, null],
  ] as const)('%s → %s', (vendor, category) => {
    expect(guessReceiptCategory(vendor)).toBe(category);
  });
});

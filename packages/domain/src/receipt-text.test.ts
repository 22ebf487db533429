import { describe, expect, it } from 'vitest';
import { parseReceiptAmount, parseReceiptDate, parseReceiptText } from './receipt-text';

describe('parseReceiptAmount', () => {
  it.each([
    ['$1,234.50', '1234.50'],
    ['1234.50', '1234.50'],
    ['USD 9.99', '9.99'],
    ['45', '45.00'],
    ['$45', '45.00'],
    ['S12.30', '12.30'],
    ['twelve', null],
    ['', null],
    ['$0.00', null],
  ])('%s → %s', (text, amount) => {
    expect(parseReceiptAmount(text)).toBe(amount);
  });
});

describe('parseReceiptDate', () => {
  it.each([
    ['03/14/2024', '2024-03-14'],
    ['3/14/24', '2024-03-14'],
    ['03-14-2024', '2024-03-14'],
    ['03.14.2024', '2024-03-14'],
    ['2024-03-14', '2024-03-14'],
    ['2024/3/4', '2024-03-04'],
    ['Mar 14, 2024', '2024-03-14'],
    ['March 14th 2024', '2024-03-14'],
    ['14 Mar 2024', '2024-03-14'],
    ['14-Mar-2024', '2024-03-14'],
    ['Date: 12/31/2025 14:02', '2025-12-31'],
    ['02/30/2024', null],
    ['13/01/2024', null],
    ['no date here', null],
  ])('%s → %s', (text, date) => {
    expect(parseReceiptDate(text)).toBe(date);
  });
});

const receipt = (...lines: string[]) => lines.join('\n');

describe('parseReceiptText', () => {
  it.each([
    {
      name: 'the total, not the subtotal, tax or change',
      text: receipt(
        'ACE HARDWARE',
        '12 Main St',
        'Date: 03/14/2024',
        'CAULK WHITE 6.49',
        'SUBTOTAL 56.49',
        'SALES TAX 4.52',
        'TOTAL $61.01',
        'CASH $80.00',
        'CHANGE $18.99',
      ),
      expected: { amount: '61.01', date: '2024-03-14', vendor: 'ACE HARDWARE', category: 'materials' },
    },
    {
      name: 'a grand total over an earlier "total" and thousands separators',
      text: receipt(
        'Cabinet World',
        'Tel (555) 123-4567',
        '2025-01-09',
        'Total items 3',
        'Total before discount 2,310.00',
        'GRAND TOTAL 2,150.75',
      ),
      expected: { amount: '2150.75', date: '2025-01-09', vendor: 'Cabinet World', category: 'materials' },
    },
    {
      name: 'the figure on the line below its label',
      text: receipt(
        'County Building Department',
        'Jan 5, 2026',
        'PERMIT FEE 250.00',
        'Amount Due',
        '$250.00',
      ),
      expected: {
        amount: '250.00',
        date: '2026-01-05',
        vendor: 'County Building Department',
        category: 'permits',
      },
    },
    {
      name: 'OCR misreadings: T0TAL, a date whose slashes became 1s, specks beside the name',
      text: receipt('i        Valley Plumbing Supply', 'Date: 0211612025', 'T0TAL 623.02'),
      expected: {
        amount: '623.02',
        date: '2025-02-16',
        vendor: 'Valley Plumbing Supply',
        category: 'materials',
      },
    },
    {
      name: 'a name wrapped over two header lines, and not the return-by date',
      text: receipt(
        'Sunbelt Equipment',
        'Rentals',
        '4181 Main St',
        'Returns by 04/30/2024',
        '04/01/2024',
        'Balance Due 861.66',
      ),
      expected: {
        amount: '861.66',
        date: '2024-04-01',
        vendor: 'Sunbelt Equipment Rentals',
        category: 'equipment',
      },
    },
    {
      name: 'no total line: the largest amount, with less confidence',
      text: receipt('Harbor Freight Tools', 'CLAMP SET 19.99', 'SANDER 59.99'),
      expected: { amount: '59.99', date: null, vendor: 'Harbor Freight Tools', category: 'tools' },
    },
    {
      name: 'nothing readable',
      text: '~~ ~~\n..',
      expected: { amount: null, date: null, vendor: null, category: null },
    },
  ])('$name', ({ text, expected }) => {
    expect(parseReceiptText(text)).toMatchObject(expected);
  });

  it('is more confident of a labelled total than of a guessed one, and 0 for what it did not find', () => {
    const labelled = parseReceiptText(receipt('Menards', 'TOTAL 10.00'));
    const guessed = parseReceiptText(receipt('Menards', 'SCREWS 10.00'));

    expect(labelled.confidence.amount).toBeGreaterThan(guessed.confidence.amount);
    expect(labelled.confidence.date).toBe(0);
    for (const value of Object.values(guessed.confidence)) expect(value).toBeGreaterThanOrEqual(0);
  });
});

import { EMPTY_RECEIPT_SCAN } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { homeDepotScan } from '../testing/home-depot-scan';
import { descriptionFromVendor, receiptFill } from './receipt-fill';

const emptyForm = { amount: '', date: '2026-11-25', description: '', category: '' };

describe('receiptFill', () => {
  it('fills every empty field of a new expense, the vendor as its description', () => {
    expect(receiptFill(homeDepotScan, { current: emptyForm, dateIsDefault: true })).toEqual({
      amount: '731.28',
      date: '2026-01-21',
      description: 'Home Depot',
      category: 'materials',
    });
  });

  it('never overwrites what the user typed or chose', () => {
    const typed = { amount: '12.50', date: '2026-02-01', description: 'Grout', category: 'tools' };
    expect(receiptFill(homeDepotScan, { current: typed, dateIsDefault: false })).toEqual({});
  });

  it('fills around typed fields', () => {
    const partly = { ...emptyForm, description: 'Deck screws', category: 'tools' };
    expect(receiptFill(homeDepotScan, { current: partly, dateIsDefault: true })).toEqual({
      amount: '731.28',
      date: '2026-01-21',
    });
  });

  it('fills an emptied date, but keeps a date the user set', () => {
    expect(
      receiptFill(homeDepotScan, { current: { ...emptyForm, date: '' }, dateIsDefault: false }).date,
    ).toBe('2026-01-21');
    expect(receiptFill(homeDepotScan, { current: emptyForm, dateIsDefault: false }).date).toBeUndefined();
  });

  it('treats blanks as empty', () => {
    expect(
      receiptFill(homeDepotScan, { current: { ...emptyForm, description: '   ' }, dateIsDefault: true })
        .description,
    ).toBe('Home Depot');
  });

  it('fills nothing from fields the receipt did not show', () => {
    expect(receiptFill(EMPTY_RECEIPT_SCAN, { current: emptyForm, dateIsDefault: true })).toEqual({});
    expect(
      receiptFill(
        { ...homeDepotScan, category: null, vendor: null },
        { current: emptyForm, dateIsDefault: true },
      ),
    ).toEqual({
      amount: '731.28',
      date: '2026-01-21',
    });
  });
});

describe('descriptionFromVendor', () => {
  it.each([
    ['HOME DEPOT', 'Home Depot'],
    ["LOWE'S HOME IMPROVEMENT", "Lowe's Home Improvement"],
    ['CITY OF SPRINGFIELD - PERMITS', 'City Of Springfield - Permits'],
    ['Riverside Lumber Co.', 'Riverside Lumber Co.'],
    ['  ACE  ', 'Ace'],
  ])('%s → %s', (vendor, description) => {
    expect(descriptionFromVendor(vendor)).toBe(description);
  });
});

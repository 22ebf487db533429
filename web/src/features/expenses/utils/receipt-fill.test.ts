import { EMPTY_RECEIPT_SCAN, type ReceiptScan } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { descriptionFromVendor, receiptFill } from './receipt-fill';

const scan: ReceiptScan = {
  amount: '731.28',
  date: '2026-01-21',
  vendor: 'Home Depot',
  category: 'materials',
  confidence: { amount: 0.95, date: 0.9, vendor: 0.8 },
};
const emptyForm = { amount: '', date: '2026-11-25', description: '', category: '' };

describe('receiptFill', () => {
  it('fills every empty field of a new expense, the vendor as its description', () => {
    expect(receiptFill(scan, { current: emptyForm, dateIsDefault: true })).toEqual({
      amount: '731.28',
      date: '2026-01-21',
      description: 'Home Depot',
      category: 'materials',
    });
  });

  it('never overwrites what the user typed or chose', () => {
    const typed = { amount: '12.50', date: '2026-02-01', description: 'Grout', category: 'tools' };
    expect(receiptFill(scan, { current: typed, dateIsDefault: false })).toEqual({});
  });

  it('fills around typed fields', () => {
    const partly = { ...emptyForm, description: 'Deck screws', category: 'tools' };
    expect(receiptFill(scan, { current: partly, dateIsDefault: true })).toEqual({
      amount: '731.28',
      date: '2026-01-21',
    });
  });

  it('fills an emptied date, but keeps a date the user set', () => {
    expect(receiptFill(scan, { current: { ...emptyForm, date: '' }, dateIsDefault: false }).date).toBe(
      '2026-01-21',
    );
    expect(receiptFill(scan, { current: emptyForm, dateIsDefault: false }).date).toBeUndefined();
  });

  it('treats blanks as empty', () => {
    expect(
      receiptFill(scan, { current: { ...emptyForm, description: '   ' }, dateIsDefault: true }).description,
    ).toBe('Home Depot');
  });

  it('fills nothing from fields the receipt did not show', () => {
    expect(receiptFill(EMPTY_RECEIPT_SCAN, { current: emptyForm, dateIsDefault: true })).toEqual({});
    expect(
      receiptFill({ ...scan, category: null, vendor: null }, { current: emptyForm, dateIsDefault: true }),
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

// Rows already logged, and the fingerprints that make a second import add nothing
// (docs/product.md#statement-import-twice).
import { describe, expect, it } from 'vitest';
import {
  isCsvLayout,
  matchLoggedExpenses,
  matchingDateRange,
  sameVendor,
  transactionFingerprints,
  vendorKey,
  type LoggedExpense,
  type StatementRow,
} from '../src/statement-import';
import { US_CARD_SIGNED_LAYOUT } from './statements/us-card-signed-layout';

const row = (
  date: string,
  description: string,
  amountCents: number,
  bankId: string | null = null,
): StatementRow => ({
  row: 2,
  date,
  description,
  amountCents,
  bankId,
});

const expense = (
  id: number,
  date: string,
  description: string,
  amountCents: number,
  contractorName: string | null = null,
): LoggedExpense => ({
  id,
  date,
  description,
  amountCents,
  contractorName,
});

describe('similar vendors', () => {
  it.each([
    ['THE HOME DEPOT #6543 SEATTLE WA', 'Lumber from Home Depot', true],
    ['HOMEDEPOT.COM 8442', 'Deck screws, Home Depot', true],
    ['SQ *RIVERSIDE PLUMBING', 'Rough-in, Riverside Plumbing Co', true],
    ['SHERWIN-WILLIAMS #7721', 'Paint for the hall', false],
    ['POS DEBIT CARD PURCHASE', 'Card purchase', false],
  ])('%j and %j: %s', (bank, logged, same) => {
    expect(sameVendor(bank, logged)).toBe(same);
  });
});

describe('rows already logged', () => {
  const rows = [
    row('2026-11-03', 'THE HOME DEPOT #6543', 24518),
    row('2026-11-05', 'SQ *RIVERSIDE PLUMBING', 120000),
    row('2026-11-09', 'THE HOME DEPOT #6543', -3840),
    row('2026-11-14', 'SHERWIN-WILLIAMS #7721', 8602),
  ];

  it('matches the same amount within 3 days with a similar vendor, in the description or the contractor', () => {
    const logged = [
      expense(1, '2026-11-01', 'Joists, Home Depot', 24518),
      expense(2, '2026-11-05', 'Rough-in', 120000, 'Riverside Plumbing'),
      expense(3, '2026-11-14', 'Sherwin Williams paint', 8603),
    ];
    expect(matchLoggedExpenses(rows, logged)).toEqual([1, 2, null, null]);
  });

  it('does not match 4 days apart, another amount or another vendor', () => {
    const logged = [
      expense(1, '2026-10-30', 'Home Depot', 24518),
      expense(2, '2026-11-05', 'Rough-in', 120001, 'Riverside Plumbing'),
      expense(3, '2026-11-14', 'Paint', 8602),
    ];
    expect(matchLoggedExpenses(rows, logged)).toEqual([null, null, null, null]);
  });

  it('lets one expense answer for one row: two equal purchases logged once leave one to import', () => {
    const twice = [row('2026-11-03', 'ACE HARDWARE', 999), row('2026-11-04', 'ACE HARDWARE', 999)];
    expect(matchLoggedExpenses(twice, [expense(7, '2026-11-04', 'Ace Hardware', 999)])).toEqual([null, 7]);
  });

  it('matches a refund to a logged credit', () => {
    expect(matchLoggedExpenses([rows[2]!], [expense(9, '2026-11-10', 'Home Depot return', -3840)])).toEqual([
      9,
    ]);
  });

  it('looks for logged expenses between the first and last dates, widened by 3 days', () => {
    expect(matchingDateRange(rows)).toEqual({ from: '2026-10-31', to: '2026-11-17' });
    expect(matchingDateRange([row('2026-03-01', 'A', 1)])).toEqual({ from: '2026-02-26', to: '2026-03-04' });
    expect(matchingDateRange([])).toBeNull();
  });
});

describe('transaction fingerprints', () => {
  it('are the same for the same transactions read again, whatever the spacing of the text', () => {
    const first = transactionFingerprints([row('2026-11-03', 'HOME DEPOT  #6543', 24518)]);
    const again = transactionFingerprints([row('2026-11-03', 'Home Depot #6543', 24518)]);
    expect(again).toEqual(first);
    expect(first[0]).toMatch(/^[0-9a-f]{16}$/);
  });

  it('tell apart two identical purchases on one day, and stay the same when the file is read again', () => {
    const coffees = [row('2026-11-03', 'CAFE', 450), row('2026-11-03', 'CAFE', 450)];
    const prints = transactionFingerprints(coffees);
    expect(new Set(prints).size).toBe(2);
    expect(transactionFingerprints(coffees)).toEqual(prints);
  });

  it('use the bank’s own id when the file gives one', () => {
    const a = transactionFingerprints([row('2026-11-03', 'CAFE', 450, 'acct:1')]);
    const b = transactionFingerprints([row('2026-11-04', 'CAFE (posted)', 451, 'acct:1')]);
    expect(a).toEqual(b);
    expect(transactionFingerprints([row('2026-11-03', 'CAFE', 450, 'acct:2')])).not.toEqual(a);
  });
});

describe('the vendor a rule is learned for', () => {
  it.each([
    ['THE HOME DEPOT #6543 SEATTLE WA', 'HOME DEPOT'],
    ['SQ *RIVERSIDE PLUMBING', 'RIVERSIDE PLUMBING'],
    ['ACE HARDWARE 0042', 'ACE HARDWARE'],
    ['POS DEBIT 0042', null],
  ])('%j: %j', (text, vendor) => {
    expect(vendorKey(text)).toBe(vendor);
  });
});

describe('a CSV layout sent or stored', () => {
  const layout = US_CARD_SIGNED_LAYOUT;
  it('is whole', () => {
    expect(isCsvLayout(layout)).toBe(true);
    expect(isCsvLayout({ ...layout, amount: { kind: 'split', debit: 3, credit: 4 } })).toBe(true);
  });
  it.each([
    ['a delimiter no bank uses', { delimiter: '#' }],
    ['a negative column', { date: -1 }],
    ['a debit and credit in one column', { amount: { kind: 'split', debit: 3, credit: 3 } }],
    ['an unknown sign', { amount: { kind: 'signed', column: 5, spending: 'both' } }],
    ['an unknown date order', { dateOrder: 'ydm' }],
    ['no header flag', { header: 'yes' }],
  ])('is refused with %s', (_why, change) => {
    expect(isCsvLayout({ ...layout, ...change })).toBe(false);
  });
});

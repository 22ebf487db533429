import type { StatementCheckResponse } from '@reno/domain';
import { looksLikeTransfer, MAX_BATCH_ROWS, type StatementRow } from '@reno/domain/statement-import';
import { describe, expect, it } from 'vitest';
import { importBatches, initialChoice, reviewRows } from './import-rows';

const row = (index: number, description = `SHOP ${index}`, amountCents = 1000 + index): StatementRow => ({
  row: index + 2,
  date: '2026-11-03',
  description,
  amountCents,
  bankId: null,
});
const fingerprintOf = (index: number) => index.toString(16).padStart(16, '0');
type Checked = StatementCheckResponse['rows'][number];
const fresh: Checked = { status: 'new', vendor: null, rule: null };

function review(rows: StatementRow[], checks: Checked[]) {
  const reviews = reviewRows(
    rows,
    rows.map((_, index) => fingerprintOf(index)),
    { rows: checks },
    looksLikeTransfer,
  );
  return { reviews, choices: reviews.map(initialChoice) };
}

describe('the rows an import sends', () => {
  it('sends the new rows in batches of 40, in order, amounts signed in dollars', () => {
    const rows = Array.from({ length: 85 }, (_, index) => row(index));
    rows[3] = row(3, 'HOME DEPOT RETURN', -2500);
    const { reviews, choices } = review(
      rows,
      rows.map(() => fresh),
    );
    const batches = importBatches(reviews, choices, false);
    expect(batches.map((batch) => batch.length)).toEqual([MAX_BATCH_ROWS, MAX_BATCH_ROWS, 5]);
    expect(batches[0]![3]).toEqual({
      fingerprint: fingerprintOf(3),
      date: '2026-11-03',
      description: 'HOME DEPOT RETURN',
      amount: '-25.00',
      category: 'other',
      paymentMethod: 'other',
    });
  });

  it('leaves out a logged row unless chosen, an imported one always, a transfer on request; starts from the rule', () => {
    const rows = [row(0), row(1), row(2), row(3, 'ONLINE PAYMENT - THANK YOU', -50000), row(4, 'LOWES #12')];
    const rule = { id: 'a', vendor: 'LOWES', category: 'tools', paymentMethod: 'debit_card' };
    const logged: Checked = {
      status: 'logged',
      expense: { id: 9, description: 'Shop', date: '2026-11-02', amount: '11.01', projectId: 1 },
      vendor: 'SHOP',
      rule: null,
    };
    const checks: Checked[] = [
      fresh,
      logged,
      { status: 'imported', expenseId: 7, vendor: 'SHOP', rule: null },
      fresh,
      { status: 'new', vendor: 'LOWES', rule },
    ];
    const { reviews, choices } = review(rows, checks);
    const sent = (leaveOutTransfers: boolean) =>
      importBatches(reviews, choices, leaveOutTransfers)
        .flat()
        .map((batchRow) => batchRow.description);
    expect(sent(false)).toEqual(['SHOP 0', 'ONLINE PAYMENT - THANK YOU', 'LOWES #12']);
    expect(sent(true)).toEqual(['SHOP 0', 'LOWES #12']);
    expect(importBatches(reviews, choices, true).flat()[1]).toMatchObject({
      category: 'tools',
      paymentMethod: 'debit_card',
    });
    // Chosen, a logged row goes too; an imported one never does.
    choices[1]!.include = true;
    choices[2]!.include = true;
    expect(sent(true)).toEqual(['SHOP 0', 'SHOP 1', 'LOWES #12']);
  });
});

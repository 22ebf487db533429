import { basisReport } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/support/pdf-text';
import { basisPdf } from './basis-pdf';

const expense = (id: number, description: string, amountCents: number, imageUrl: string | null = null) => ({
  id,
  projectId: 1,
  description,
  notes: null,
  category: 'materials',
  amountCents,
  date: '2024-03-01',
  basisClass: null,
  removedOn: null,
  imageUrl,
});

describe('the cost basis PDF', () => {
  it('reads back the totals, each improvement with its receipt or "Receipt missing", and the notice', async () => {
    const report = basisReport({
      home: {
        id: 1,
        name: 'Maple Street house',
        purchaseDate: '2020-06-01',
        purchasePriceCents: 30_000_000,
        settlementCostsCents: 350_010,
      },
      projects: [{ id: 1, name: 'Kitchen', extensiveRemodel: false }],
      expenses: [
        expense(1, 'New water heater', 180_055, 'users/u/receipts/heater.png'),
        expense(2, 'New roof shingles', 1_250_000),
        expense(3, 'Fix leaking faucet', 12_000), // a repair: not listed
      ],
      reductions: [
        { id: 1, kind: 'rebate', amountCents: 30_000, date: '2025-04-02', description: 'Heat pump' },
      ],
    });
    const text = await pdfText(await basisPdf(report, [report.lines]));
    expect(text).toContain('Maple Street house: cost basis');
    expect(text).toMatch(/Purchase price \$300,000\.00/);
    expect(text).toMatch(/Improvements \$14,300\.55/);
    expect(text).toMatch(/Reductions -\$300\.00/);
    expect(text).toMatch(/Adjusted basis \$317,500\.65/);
    expect(text).toMatch(/Improvements without a receipt 1/);
    expect(text).toMatch(/New water heater \$1,800\.55 Receipt attached/);
    expect(text).toMatch(/New roof shingles \$12,500\.00 Receipt missing/);
    expect(text).not.toContain('Fix leaking faucet');
    expect(text).toContain('Not tax advice. Only US rules are applied');
  });
});

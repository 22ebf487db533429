import { readFile } from 'node:fs/promises';
import { parseReceiptText } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { createLocalReceiptReader } from '../receipt-reader/receipt-reader';
import { DEMO_RECEIPT } from './demo-receipt';

describe('the demo kitchen’s receipt', () => {
  it('scans, on the local engine, to its own expense’s amount and date', async () => {
    const reader = createLocalReceiptReader();
    try {
      const { text } = await reader.read(await readFile(DEMO_RECEIPT.image), 'image/png');

      expect(parseReceiptText(text)).toMatchObject({
        amount: DEMO_RECEIPT.amount,
        date: DEMO_RECEIPT.date,
        vendor: DEMO_RECEIPT.vendor,
        category: 'materials',
      });
    } finally {
      await reader.stop();
    }
  }, 60_000);
});

// The local engine (tesseract.js or a PDF's text layer, then the one receipt-text parser) on the generated
// corpus of test/fixtures/receipts: one worker, receipts one after another, as the local stack reads them.
import { describe, expect, it } from 'vitest';
import { BUDGETS } from './budgets';
import { scanCorpus } from './receipts/scan-corpus';

describe('receipt scanning on the local engine', () => {
  it(`reads totals and dates of ≥ ${BUDGETS.receiptAccuracy.amount * 100} % of the corpus, vendors of ≥ ${BUDGETS.receiptAccuracy.vendor * 100} %`, async () => {
    const report = await scanCorpus();
    const wrong = report.results
      .filter(({ correct }) => !correct.amount || !correct.date || !correct.vendor)
      .map(({ truth, scan }) => `${truth.file}: read ${JSON.stringify(scan)}, is ${JSON.stringify(truth)}`);

    expect(report.results.length).toBeGreaterThanOrEqual(40);
    expect(report.accuracy.amount, wrong.join('\n')).toBeGreaterThanOrEqual(BUDGETS.receiptAccuracy.amount);
    expect(report.accuracy.date, wrong.join('\n')).toBeGreaterThanOrEqual(BUDGETS.receiptAccuracy.date);
    expect(report.accuracy.vendor, wrong.join('\n')).toBeGreaterThanOrEqual(BUDGETS.receiptAccuracy.vendor);
  }, 180_000);
});

import { parseReceiptText } from '@reno/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { blankPng } from '../../test/support/blank-png';
import { linePdf } from '../../test/support/line-pdf';
import { MAX_RECEIPT_PIXELS } from './image-pixels';
import { ReadTimeLimitError } from './reader-thread';
import { createLocalReceiptReader } from './receipt-reader';

const RECEIPT_LINES = ['ACE HARDWARE', 'Date: 03/14/2024', 'TOTAL $61.01'];
const reader = createLocalReceiptReader();
afterAll(() => reader.stop());

/** The quickest of `runs` reads of `pdf` (another may meet a garbage collection or other test files). */
async function readingTime(pdf: Buffer, runs: number): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const began = performance.now();
    await reader.read(pdf, 'application/pdf');
    times.push(performance.now() - began);
  }
  return Math.min(...times);
}

describe('reading a PDF receipt', () => {
  it('reads a text layer of 60,000 one-glyph lines in time linear in its lines (issue 37)', async () => {
    const hostile = linePdf(60_000, RECEIPT_LINES);
    expect(hostile.byteLength).toBeLessThan(4_000);
    await reader.read(linePdf(0, RECEIPT_LINES), 'application/pdf'); // pdf.js loaded before timing

    const quarter = await readingTime(linePdf(15_000, RECEIPT_LINES), 1);
    const whole = await readingTime(hostile, 2);

    // Linear: 4× the lines take about 4× as long; the quadratic line assembly took 16× and more.
    expect(whole / quarter).toBeLessThan(8);
    const { text } = await reader.read(hostile, 'application/pdf');
    expect(parseReceiptText(text)).toMatchObject({ amount: '61.01', date: '2024-03-14' });
  });
});

describe('the time limit', () => {
  it('gives up a read past it, ends its thread, and reads the next receipt in a new one', async () => {
    const receipt = linePdf(0, RECEIPT_LINES);
    // A limit of 200 warm one-page reads, against a PDF that takes over ten thousand (48 s, then its heap
    // is full). 20 failed on a busy machine: the next receipt's read, the first in a new thread, took longer.
    const limited = createLocalReceiptReader({ readTimeLimitMs: 200 * (await readingTime(receipt, 2)) });
    try {
      const reading = limited.read(linePdf(1_000_000, RECEIPT_LINES), 'application/pdf');

      await expect(reading).rejects.toBeInstanceOf(ReadTimeLimitError);
      const { text } = await limited.read(receipt, 'application/pdf');
      expect(parseReceiptText(text)).toMatchObject({ amount: '61.01' });
    } finally {
      await limited.stop();
    }
  });
});

describe('an image', () => {
  it(`over ${MAX_RECEIPT_PIXELS / 1e6} megapixels is refused from its header, not decoded`, async () => {
    const bomb = blankPng(8_000, 6_000);
    expect(bomb.byteLength).toBeLessThan(100_000);

    await expect(reader.read(bomb, 'image/png')).rejects.toThrow('8000 × 6000 pixels');
  });
});

import { describe, expect, it } from 'vitest';
import {
  exportContentsLine,
  exportPercent,
  exportProgressWords,
  homePacketContentsLine,
} from './export-words';

describe('export words', () => {
  it.each([
    [{ filesDone: 0, filesTotal: 0 }, 'Gathering the records…', 0],
    [{ filesDone: 0, filesTotal: 3340 }, 'Packing 0 of 3,340 files', 0],
    [{ filesDone: 120, filesTotal: 3340 }, 'Packing 120 of 3,340 files', 3],
    [{ filesDone: 3339, filesTotal: 3340 }, 'Packing 3,339 of 3,340 files', 99],
    [{ filesDone: 12, filesTotal: 10 }, 'Packing 12 of 10 files', 100],
  ])('%o reads %s at %d %', (job, words, percent) => {
    expect(exportProgressWords(job)).toBe(words);
    expect(exportPercent(job)).toBe(percent);
  });

  it.each([
    [0, 'no stored receipts, attachments or documents'],
    [1, '1 receipt, attachment or document'],
    [3340, '3,340 receipts, attachments and documents'],
  ])('names what an archive of %d stored files holds', (filesTotal, files) => {
    expect(exportContentsLine({ filesTotal })).toBe(
      `expenses.csv, estimates.csv, milestones.csv, contractors.csv, payments.csv, summary.pdf, the home's record and cost basis (home/) and ${files}.`,
    );
  });

  it.each([
    [0, 'no stored documents, receipts or photos'],
    [1, '1 document, receipt or photo'],
    [3340, '3,340 documents, receipts and photos'],
  ])('names what a home packet of %d stored files holds', (filesTotal, files) => {
    expect(homePacketContentsLine({ filesTotal })).toBe(`home-packet.pdf and ${files}.`);
  });
});

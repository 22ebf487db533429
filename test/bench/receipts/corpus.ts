// The receipt corpus (test/fixtures/receipts, made by generate-corpus.ts) and how a scan is scored against it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ReceiptScan } from '@reno/domain';

export const CORPUS_DIR = fileURLToPath(new URL('../../fixtures/receipts', import.meta.url));

/** What a receipt really says. */
export interface ReceiptTruth {
  file: string;
  /** '1234.50' */
  amount: string;
  /** YYYY-MM-DD */
  date: string;
  vendor: string;
}

export function readCorpus(): { truth: ReceiptTruth; bytes: Buffer; contentType: string }[] {
  const truths = JSON.parse(readFileSync(`${CORPUS_DIR}/truth.json`, 'utf8')) as ReceiptTruth[];
  return truths.map((truth) => ({
    truth,
    bytes: readFileSync(`${CORPUS_DIR}/${truth.file}`),
    contentType: truth.file.endsWith('.pdf')
      ? 'application/pdf'
      : truth.file.endsWith('.png')
        ? 'image/png'
        : 'image/jpeg',
  }));
}

/** Vendors match when their letters and digits do, whatever the case and punctuation. */
const letters = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

export function scoreScan(scan: ReceiptScan, truth: ReceiptTruth) {
  return {
    amount: scan.amount === truth.amount,
    date: scan.date === truth.date,
    vendor: scan.vendor !== null && letters(scan.vendor) === letters(truth.vendor),
  };
}

// Reads every receipt of the corpus with the local engine (OCR or the PDF text layer, then the one
// receipt-text parser), one at a time through one worker, and scores each field.
import { parseReceiptText } from '@reno/domain';
import { createLocalReceiptReader } from '@reno/local';
import { readCorpus, scoreScan, type ReceiptTruth } from './corpus';

interface CorpusResult {
  truth: ReceiptTruth;
  scan: ReturnType<typeof parseReceiptText>;
  correct: ReturnType<typeof scoreScan>;
  ms: number;
}

export interface CorpusReport {
  results: CorpusResult[];
  /** Share of receipts with each field right, 0–1. */
  accuracy: { amount: number; date: number; vendor: number };
  /** Starting the OCR worker (loading the English data), once. */
  workerStartMs: number;
  /** Per receipt, by kind of file. */
  msPerScan: { image: number[]; pdf: number[] };
}

export async function scanCorpus(): Promise<CorpusReport> {
  const reader = createLocalReceiptReader();
  const corpus = readCorpus();
  try {
    const started = performance.now();
    await reader.warmUp();
    const workerStartMs = performance.now() - started;
    const results: CorpusResult[] = [];
    for (const { truth, bytes, contentType } of corpus) {
      const began = performance.now();
      const scan = parseReceiptText((await reader.read(bytes, contentType)).text);
      results.push({ truth, scan, correct: scoreScan(scan, truth), ms: performance.now() - began });
    }
    const share = (field: keyof CorpusResult['correct']) =>
      results.filter((result) => result.correct[field]).length / results.length;
    return {
      results,
      accuracy: { amount: share('amount'), date: share('date'), vendor: share('vendor') },
      workerStartMs,
      msPerScan: {
        image: results.filter((r) => !r.truth.file.endsWith('.pdf')).map((r) => r.ms),
        pdf: results.filter((r) => r.truth.file.endsWith('.pdf')).map((r) => r.ms),
      },
    };
  } finally {
    await reader.stop();
  }
}

import { createRequire } from 'node:module';
import type { ReceiptTextReader } from '@reno/functions/lib/receipts/receipt-text-reader';
import type { Worker } from 'tesseract.js';
import { pdfText } from './pdf-text';

const require = createRequire(import.meta.url);

/** Grey receipts scanned at phone resolution read best as one block of text with spacing kept. */
const PAGE_SEGMENTATION_SINGLE_BLOCK = '6';

export interface LocalReceiptReader {
  read: ReceiptTextReader;
  /** Starts the OCR worker now rather than on the first image. */
  warmUp(): Promise<void>;
  /** Ends the OCR worker thread, if one was started. */
  stop(): Promise<void>;
}

/**
 * Receipt text with no network and no AWS: images through tesseract.js with the English data of the
 * `@tesseract.js-data/eng` package (one worker, created on the first image and reused, so that the
 * stack's start is not slowed by it); PDFs through their text layer (pdf.js), as browsers and office
 * software write PDFs with one. A scanned PDF without text reads as empty.
 */
export function createLocalReceiptReader(): LocalReceiptReader {
  let worker: Promise<Worker> | undefined;
  // One receipt at a time through the one worker: tesseract.js queues jobs itself, but a failed start
  // must not leave a rejected promise behind for the next caller.
  const ocrWorker = () => {
    worker ??= startWorker().catch((error: unknown) => {
      worker = undefined;
      throw error;
    });
    return worker;
  };

  return {
    async read(bytes, contentType) {
      if (contentType === 'application/pdf') return pdfText(bytes);
      const { data } = await (await ocrWorker()).recognize(Buffer.from(bytes));
      return { text: data.text, confidence: data.confidence / 100 };
    },
    async warmUp() {
      await ocrWorker();
    },
    async stop() {
      const started = worker;
      worker = undefined;
      await (await started?.catch(() => null))?.terminate();
    },
  };
}

async function startWorker(): Promise<Worker> {
  const [{ createWorker, OEM }, english] = await Promise.all([
    import('tesseract.js'),
    Promise.resolve(require('@tesseract.js-data/eng') as { code: string; langPath: string; gzip: boolean }),
  ]);
  // cacheMethod 'none': the data is read from the package, and no copy is written to the working folder.
  const worker = await createWorker(english.code, OEM.LSTM_ONLY, {
    langPath: english.langPath,
    gzip: english.gzip,
    cacheMethod: 'none',
    // Without a handler, tesseract.js throws a failed job's error again outside any promise, which ends
    // the process; the job's promise rejects either way, and the scan answers for it.
    errorHandler: () => {},
  });
  await worker.setParameters({
    tessedit_pageseg_mode: PAGE_SEGMENTATION_SINGLE_BLOCK as never,
    preserve_interword_spaces: '1',
  });
  return worker;
}

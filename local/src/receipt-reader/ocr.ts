import { createRequire } from 'node:module';
import type { Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** Grey receipts scanned at phone resolution read best as one block of text with spacing kept. */
const PAGE_SEGMENTATION_SINGLE_BLOCK = '6';

export interface Ocr {
  /** Starts tesseract.js now (its data loaded, its own worker thread up); later calls reuse it. */
  ready(): Promise<Worker>;
  stop(): Promise<void>;
}

/**
 * tesseract.js with the English data of the `@tesseract.js-data/eng` package: one engine, started on the
 * first image and reused, so that a start of the reading thread is not slowed by it.
 */
export function createOcr(): Ocr {
  let worker: Promise<Worker> | undefined;
  return {
    // A failed start must not leave a rejected promise behind for the next image.
    ready() {
      worker ??= startWorker().catch((error: unknown) => {
        worker = undefined;
        throw error;
      });
      return worker;
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
    // the thread; the job's promise rejects either way, and the scan answers for it.
    errorHandler: () => {},
  });
  await worker.setParameters({
    tessedit_pageseg_mode: PAGE_SEGMENTATION_SINGLE_BLOCK as never,
    preserve_interword_spaces: '1',
  });
  return worker;
}

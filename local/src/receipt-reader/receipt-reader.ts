import type { ReceiptTextReader } from '@reno/functions/host';
import { startReaderThread, type ReaderThread, type ReadLimits } from './reader-thread';

/**
 * How long one receipt may take to read once its engine is up. A phone photo reads in one to three
 * seconds; Textract gets one 8 s attempt in AWS, but a laptop that also runs a browser, an editor and a
 * test run is often several times slower than Lambda, and a receipt given up costs its owner the typing.
 * A hostile file is stopped here, its thread ended.
 */
const READ_TIME_LIMIT_MS = 20_000;
/** tesseract.js loads its English data on a thread's first image: seconds, more on a busy machine. */
const ENGINE_START_LIMIT_MS = 60_000;

export interface LocalReceiptReader {
  read: ReceiptTextReader;
  /** Starts the OCR engine now rather than on the first image. */
  warmUp(): Promise<void>;
  /** Ends the reading thread (and the OCR engine's), if one was started. */
  stop(): Promise<void>;
}

/**
 * Receipt text with no network and no AWS: images through tesseract.js, PDFs through their text layer
 * (pdf.js), as browsers and office software write PDFs with one; a scanned PDF without text reads as empty.
 * Both run in a worker thread (thread-main.ts), one receipt at a time, so the stack's event loop stays
 * free while a receipt is read; a read past its time limit ends that thread, the next receipt starts
 * another. Every failure, the time limit's included, rejects: the scan answers 422 for it.
 */
export function createLocalReceiptReader(options: { readTimeLimitMs?: number } = {}): LocalReceiptReader {
  const limits: ReadLimits = {
    engineStartMs: ENGINE_START_LIMIT_MS,
    readMs: options.readTimeLimitMs ?? READ_TIME_LIMIT_MS,
  };
  let thread: ReaderThread | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (job: Parameters<ReaderThread['run']>[0]) => {
    const running = queue.then(() => {
      if (!thread?.alive) thread = startReaderThread();
      return thread.run(job, limits);
    });
    queue = running.catch(() => {});
    return running;
  };

  return {
    read: (bytes, contentType) => enqueue({ kind: 'read', bytes, contentType }),
    async warmUp() {
      await enqueue({ kind: 'warm-up' });
    },
    async stop() {
      const started = thread;
      thread = undefined;
      await started?.terminate();
    },
  };
}

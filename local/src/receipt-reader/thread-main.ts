import { parentPort } from 'node:worker_threads';
import type { ReceiptText } from '@reno/functions/host';
import { assertReadablePixels } from './image-pixels';
import { createOcr } from './ocr';
import { pdfText } from './pdf-text';
import type { ThreadJob, ThreadReply } from './thread-protocol';

/**
 * At most this much text goes back to the stack, whose event loop parses it: ten times a long till
 * receipt's, however many lines a hostile file holds (60,000 lines would hold it up for 100 ms).
 */
const MAX_TEXT_CHARACTERS = 20_000;

// The reading thread (see receipt-reader.ts): pdf.js and tesseract.js run here, one job at a time.
const port = parentPort!;
const ocr = createOcr();
// pdf.js's "worker" too, which it would otherwise import on the first document (it sees it loaded): a
// read's time limit is not spent on loading pdf.js, on the thread's first PDF.
let pdfJs: Promise<unknown> | undefined;
const loadPdfJs = () =>
  (pdfJs ??= Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  ]));
const reply = (message: ThreadReply) => port.postMessage(message);

async function read(job: Extract<ThreadJob, { kind: 'read' }>): Promise<ReceiptText> {
  if (job.contentType === 'application/pdf') {
    await loadPdfJs();
    reply({ id: job.id, kind: 'started' });
    return pdfText(job.bytes);
  }
  assertReadablePixels(job.bytes);
  const engine = await ocr.ready();
  reply({ id: job.id, kind: 'started' });
  const { data } = await engine.recognize(Buffer.from(job.bytes));
  return { text: data.text, confidence: data.confidence / 100 };
}

port.on('message', (job: ThreadJob) => {
  const work = job.kind === 'warm-up' ? ocr.ready().then(() => ({ text: '', confidence: 0 })) : read(job);
  work.then(
    ({ text, confidence }) =>
      reply({ id: job.id, kind: 'done', text: text.slice(0, MAX_TEXT_CHARACTERS), confidence }),
    (error: unknown) => reply({ id: job.id, kind: 'failed', message: String(error) }),
  );
});

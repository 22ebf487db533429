import { Worker } from 'node:worker_threads';
import type { ReceiptText } from '@reno/functions/host';
import type { ThreadJob, ThreadReply } from './thread-protocol';

/** Past its time limit a read is given up and its thread ended: the scan answers as for an unreadable file. */
export class ReadTimeLimitError extends Error {
  override name = 'ReadTimeLimitError';
}

export interface ReadLimits {
  /** From the job's start until its engine is up (tesseract.js loads its data on a thread's first image). */
  engineStartMs: number;
  /** From the reading's start until its text. */
  readMs: number;
}

/** The heap a thread may use: pdf.js on a hostile PDF ends this thread (a failed read), not the stack. */
const THREAD_HEAP_MB = 512;

type JobInput = { kind: 'read'; bytes: Uint8Array; contentType: string } | { kind: 'warm-up' };

export interface ReaderThread {
  /** Runs one job at a time (the caller queues); rejects with ReadTimeLimitError past the limits. */
  run(job: JobInput, limits: ReadLimits): Promise<ReceiptText>;
  /** False once the thread has ended (terminated, crashed or out of memory): start another. */
  readonly alive: boolean;
  terminate(): Promise<void>;
}

/** A worker thread running thread-main.ts, so that no receipt's parsing holds up the stack's event loop. */
export function startReaderThread(): ReaderThread {
  const worker = new Worker(new URL('./thread-entry.mjs', import.meta.url), {
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
  let alive = true;
  let nextId = 1;
  let current: { id: number; settle: (error: Error | null, text?: ReceiptText) => void } | undefined;
  const fail = (error: Error) => current?.settle(error);
  worker.on('error', fail);
  worker.on('exit', (code) => {
    alive = false;
    fail(new Error(`The receipt reading thread ended (exit code ${code})`));
  });
  // Only a job in progress holds the process open, not an idle thread.
  worker.unref();
  const terminate = async () => {
    alive = false;
    await worker.terminate();
  };

  const run = (job: JobInput, limits: ReadLimits) =>
    new Promise<ReceiptText>((resolve, reject) => {
      const id = nextId++;
      let timer = setTimeout(() => overLimit('its engine did not start'), limits.engineStartMs);
      function overLimit(what: string) {
        void terminate();
        settle(new ReadTimeLimitError(`Receipt reading stopped: ${what} in time`));
      }
      function settle(error: Error | null, text?: ReceiptText) {
        if (current?.id !== id) return;
        current = undefined;
        clearTimeout(timer);
        worker.off('message', onReply);
        worker.unref();
        if (error) reject(error);
        else resolve(text!);
      }
      function onReply(reply: ThreadReply) {
        if (reply.id !== id) return;
        if (reply.kind === 'started') {
          clearTimeout(timer);
          timer = setTimeout(() => overLimit('it was not read'), limits.readMs);
        } else if (reply.kind === 'done') settle(null, { text: reply.text, confidence: reply.confidence });
        else settle(new Error(reply.message));
      }
      current = { id, settle };
      worker.ref();
      worker.on('message', onReply);
      post(worker, { id, ...job });
    });

  return {
    run,
    get alive() {
      return alive;
    },
    terminate,
  };
}

/** The job to the thread, its bytes moved rather than copied (a copy of them first: they may share a pool). */
function post(worker: Worker, job: ThreadJob): void {
  if (job.kind === 'warm-up') return worker.postMessage(job);
  const bytes = new Uint8Array(job.bytes);
  worker.postMessage({ ...job, bytes }, [bytes.buffer]);
}

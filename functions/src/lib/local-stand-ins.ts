import type { WorkerInvoker } from './aws/invoke-worker';
import type { MailSender } from './mail/mail-sender';
import type { ReceiptTextReader } from './receipts/receipt-text-reader';

/**
 * What a host that is not Lambda brings for the engines a deployed bundle never carries: the local
 * stack gives these to the `createHandler` of the functions that use one. A deployed function gets none,
 * and its environment picks the AWS engine (Textract, SES, Lambda's asynchronous invoke).
 */
export interface LocalStandIns {
  /** The offline receipt reader (RECEIPT_SCANNER=offline): the local stack's OCR. Without it, scans are 503. */
  readReceiptText?: ReceiptTextReader;
  /**
   * Where MAIL_SENDER=log delivers: the local stack's inbox (a page of the stack, and a line in its terminal
   * per e-mail). Without it, a line on stderr.
   */
  mailbox?: MailSender;
  /** Runs a worker in the host's own process, unawaited, in place of Lambda's asynchronous invoke. */
  invokeWorker?: WorkerInvoker;
  /** The host's clock, which tests may move (the local stack's): the reminder sweep's "now". */
  clock?: () => Date;
}

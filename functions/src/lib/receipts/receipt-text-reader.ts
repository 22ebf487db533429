/** A receipt's text and how sure the reader is of it (0–1). */
export interface ReceiptText {
  text: string;
  confidence: number;
}

/** Reads the text of a receipt file (image or PDF) without any AWS service. */
export type ReceiptTextReader = (bytes: Uint8Array, contentType: string) => Promise<ReceiptText>;

// A global (as the Lambda runtime's `awslambda` is) so that the host process, not this bundle, brings
// the OCR engine: the local stack installs tesseract.js; a deployed function never carries it.
const READER = Symbol.for('reno.receiptTextReader');
type Scope = { [READER]?: ReceiptTextReader };

/** Called by the host before receipts are scanned offline (the local stack, tests). */
export function installReceiptTextReader(reader: ReceiptTextReader | undefined): void {
  (globalThis as Scope)[READER] = reader;
}

export function installedReceiptTextReader(): ReceiptTextReader | undefined {
  return (globalThis as Scope)[READER];
}

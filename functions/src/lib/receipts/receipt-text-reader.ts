/** A receipt's text and how sure the reader is of it (0–1). */
export interface ReceiptText {
  text: string;
  confidence: number;
}

/**
 * Reads the text of a receipt file (image or PDF) without any AWS service. The host brings it (the local
 * stack's OCR, see `LocalStandIns`): a deployed function never carries an OCR engine.
 */
export type ReceiptTextReader = (bytes: Uint8Array, contentType: string) => Promise<ReceiptText>;

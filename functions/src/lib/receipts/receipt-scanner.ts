import type { ReceiptScan } from '@reno/domain';
import type { ReceiptObject } from './receipt-object';

/** Reads amount, date and vendor off a receipt object: Textract in AWS, OCR on the local stack. */
export interface ReceiptScanner {
  scan(receipt: ReceiptObject): Promise<ReceiptScan>;
}

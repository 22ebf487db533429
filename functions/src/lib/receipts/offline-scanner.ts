import type { Readable } from 'node:stream';
import { parseReceiptText, RECEIPT_SCAN_MESSAGES } from '@reno/domain';
import { loadS3 } from '../aws/s3-client';
import { HttpError, UnprocessableRequestError } from '../http/errors';
import { logger } from '../logger';
import { isOverUploadLimit } from './receipt-object';
import type { ReceiptScanner } from './receipt-scanner';
import type { ReceiptTextReader } from './receipt-text-reader';

export const NO_READER_MESSAGE = 'Receipt reading is not available here; please fill in the expense yourself';

/**
 * Offline reading: the object's bytes (s3rver locally; none over the upload limit) through the host's
 * text reader (OCR, or a PDF's text layer), then the receipt-text parser. The parser's confidences are
 * scaled by the reader's. Without a reader (a host that brings none) every scan is a 503.
 */
export function createOfflineScanner(reader: ReceiptTextReader | undefined): ReceiptScanner {
  return {
    async scan(receipt) {
      if (!reader) throw new HttpError(503, NO_READER_MESSAGE);
      const { client, GetObjectCommand } = await loadS3();
      const object = await client.send(new GetObjectCommand({ Bucket: receipt.bucket, Key: receipt.key }));
      // Checked again here, from the answer's length before its body: the object may have been
      // replaced since findReceiptObject looked.
      if (isOverUploadLimit(object.ContentLength)) {
        (object.Body as Readable | undefined)?.destroy();
        throw new UnprocessableRequestError(RECEIPT_SCAN_MESSAGES.unreadable);
      }
      const bytes = await object.Body!.transformToByteArray();
      // A file whose bytes are not the image or PDF its type says: the user fills the form in.
      const { text, confidence } = await reader(bytes, receipt.contentType).catch((error: unknown) => {
        logger.warn('The receipt could not be read', {
          error: error as Error,
          contentType: receipt.contentType,
        });
        throw new UnprocessableRequestError(RECEIPT_SCAN_MESSAGES.unreadable);
      });
      const scan = parseReceiptText(text);
      const scale = (value: number) => Math.round(value * confidence * 100) / 100;
      return {
        ...scan,
        confidence: {
          amount: scale(scan.confidence.amount),
          date: scale(scan.confidence.date),
          vendor: scale(scan.confidence.vendor),
        },
      };
    },
  };
}

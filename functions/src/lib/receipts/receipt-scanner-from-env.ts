import { logger } from '../logger';
import { createOfflineScanner } from './offline-scanner';
import type { ReceiptScanner } from './receipt-scanner';
import type { ReceiptTextReader } from './receipt-text-reader';
import { scannerKindFromEnv } from './scanner-kind';
import { createTextractScanner } from './textract-scanner';

/**
 * The engine, chosen once per container on first use (so a configuration mistake is a logged 500 for
 * the request rather than a crash at import). Settings: RECEIPT_SCANNER (textract | offline; unset =
 * textract in Lambda, offline elsewhere); the Textract client takes AWS_REGION. The offline engine reads
 * with `readText`, the host's reader (the local stack's OCR).
 */
export function receiptScannerFromEnv(
  env: NodeJS.ProcessEnv,
  readText: ReceiptTextReader | undefined,
): () => ReceiptScanner {
  let built: ReceiptScanner | undefined;
  return () => {
    if (built) return built;
    const kind = scannerKindFromEnv(env);
    if (kind === 'offline' && env.AWS_LAMBDA_FUNCTION_NAME) {
      logger.warn('RECEIPT_SCANNER=offline in Lambda: receipts are read by the offline reader, not Textract');
    }
    built = kind === 'textract' ? createTextractScanner() : createOfflineScanner(readText);
    return built;
  };
}

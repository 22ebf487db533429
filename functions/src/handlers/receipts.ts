import type { ReceiptScan } from '@reno/domain';
import { getCaller } from '../lib/http/claims';
import { createApiHandler } from '../lib/http/create-api-handler';
import { readJsonBody } from '../lib/http/json-body';
import { ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { parseRequest } from '../lib/http/validation';
import { findReceiptObject } from '../lib/receipts/receipt-object';
import { receiptScannerFromEnv } from '../lib/receipts/receipt-scanner-from-env';
import { consumeScanQuota } from '../lib/receipts/scan-quota';

const scanner = receiptScannerFromEnv();

/**
 * POST /api/receipts/scan {s3Key} → amount, date, vendor, a category guess and confidences. Only the
 * caller's own receipt (else 404, before any quota is counted); each scan counts against a daily quota.
 */
async function scanReceipt(event: ApiEvent) {
  const { sub } = getCaller(event);
  const { s3Key } = await parseRequest('receiptScanRequestSchema', readJsonBody(event));
  const receipt = await findReceiptObject(sub, s3Key);
  await consumeScanQuota(sub);
  const body: ReceiptScan = await scanner().scan(receipt);
  return ok(body);
}

export const handler = createApiHandler({
  'POST /api/receipts/scan': scanReceipt,
});

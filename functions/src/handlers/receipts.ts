import type { ReceiptScan } from '@reno/domain';
import { getActor } from '../lib/http/actor';
import { createApiHandler } from '../lib/http/create-api-handler';
import { readJsonBody } from '../lib/http/json-body';
import { ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { parseRequest } from '../lib/http/validation';
import type { LocalStandIns } from '../lib/local-stand-ins';
import { findReceiptObject } from '../lib/receipts/receipt-object';
import type { ReceiptScanner } from '../lib/receipts/receipt-scanner';
import { receiptScannerFromEnv } from '../lib/receipts/receipt-scanner-from-env';
import { consumeScanQuota } from '../lib/receipts/scan-quota';

/**
 * POST /api/receipts/scan {s3Key} → amount, date, vendor, a category guess and confidences. Only the
 * caller's own receipt (else 404, before any quota is counted); each scan counts against a daily quota.
 */
async function scanReceipt(event: ApiEvent, scanner: () => ReceiptScanner) {
  const { householdId } = getActor(event);
  const { s3Key } = await parseRequest('receiptScanRequestSchema', readJsonBody(event));
  const receipt = await findReceiptObject(householdId, s3Key);
  await consumeScanQuota(householdId);
  const body: ReceiptScan = await scanner().scan(receipt);
  return ok(body);
}

/**
 * The function's composition root: the scanner its environment chooses (RECEIPT_SCANNER), reading with
 * the host's offline reader when the local stack gives one.
 */
export function createHandler(standIns: LocalStandIns = {}) {
  const scanner = receiptScannerFromEnv(process.env, standIns.readReceiptText);
  return createApiHandler({
    'POST /api/receipts/scan': (event) => scanReceipt(event, scanner),
  });
}

export const handler = createHandler();

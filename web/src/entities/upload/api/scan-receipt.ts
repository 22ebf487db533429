import type { ReceiptScan, ReceiptScanRequest } from '@reno/domain';
import { api } from '../../../lib/api-client';

/** POST /api/receipts/scan: what an uploaded receipt says (amount, date, vendor, a category guess). */
export function scanReceipt(s3Key: string): Promise<ReceiptScan> {
  return api.post<ReceiptScan>('/api/receipts/scan', { s3Key } satisfies ReceiptScanRequest);
}

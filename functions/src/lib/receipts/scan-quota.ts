import { DAILY_RECEIPT_SCAN_QUOTA, receiptScanQuotaMessage } from '@reno/domain';
import { consumePlanQuota, type PlanQuota } from '../quotas/plan-quota';

// Textract is paid per page: a day's scans are capped by plan.
const SCAN_QUOTA: PlanQuota = {
  name: 'receipt-scans',
  limits: DAILY_RECEIPT_SCAN_QUOTA,
  message: receiptScanQuotaMessage,
};

/** Counts one receipt scan against today's quota; 429 past it. */
export const consumeScanQuota = (householdId: string, now = new Date()) =>
  consumePlanQuota(householdId, SCAN_QUOTA, now);

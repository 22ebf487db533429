// POST /api/receipts/scan: what reading a receipt answers, and its daily quota (Textract is paid per page).
import type { ExpenseCategory } from './constants';
import { dailyQuotaMessage } from './plan';

/** How sure the engine is of each field, 0–1; 0 for a field it did not find. */
interface ReceiptScanConfidence {
  amount: number;
  date: number;
  vendor: number;
}

/** What a receipt says; each field null when it was not found. */
export interface ReceiptScan {
  /** The total paid, two decimals, no currency sign: '1234.50'. */
  amount: string | null;
  /** `YYYY-MM-DD`. */
  date: string | null;
  vendor: string | null;
  /** A guess from the vendor's name (a hardware store → materials). */
  category: ExpenseCategory | null;
  confidence: ReceiptScanConfidence;
}

/** Scans per user and UTC day, by plan. */
export const DAILY_RECEIPT_SCAN_QUOTA = { free: 10, pro: 200 } as const;

/** The receipt types the engines can read (GIF is a valid receipt upload, but no engine reads it). */
export const SCANNABLE_RECEIPT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const RECEIPT_SCAN_MESSAGES = {
  notFound: 'Receipt not found; please upload it again',
  unscannableType: 'Only JPEG, PNG and PDF receipts can be read; please fill in the expense yourself',
  unreadable: 'This receipt could not be read; please fill in the expense yourself',
} as const;

/** The 429 message when today's scans are used up. */
export const receiptScanQuotaMessage = dailyQuotaMessage(
  'receipt scans',
  (limit) => `You've scanned ${limit} receipts today, the daily limit. Please try again tomorrow.`,
);

/** A scan that found nothing: what an unreadable receipt answers. */
export const EMPTY_RECEIPT_SCAN: ReceiptScan = {
  amount: null,
  date: null,
  vendor: null,
  category: null,
  confidence: { amount: 0, date: 0, vendor: 0 },
};

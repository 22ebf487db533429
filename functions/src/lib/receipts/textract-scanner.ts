import type { ExpenseField } from '@aws-sdk/client-textract';
import { EMPTY_RECEIPT_SCAN, guessReceiptCategory, parseReceiptAmount, parseReceiptDate } from '@reno/domain';
import type { ReceiptScan } from '@reno/domain';
import { API_CLIENT_POLICY } from '../aws/client-policy';
import type { ReceiptScanner } from './receipt-scanner';
import type * as TextractSdk from './textract-sdk';

/** The summary field types that hold each value, the better first. */
const FIELD_TYPES = {
  amount: ['TOTAL', 'AMOUNT_PAID'],
  date: ['INVOICE_RECEIPT_DATE'],
  vendor: ['VENDOR_NAME'],
} as const;

interface Found<T> {
  value: T | null;
  confidence: number;
}

/**
 * The first type of `types` (in order) with a field whose value reads, its most confident such field;
 * Textract's confidences are 0–100.
 */
function pick<T>(
  fields: readonly ExpenseField[],
  types: readonly string[],
  read: (text: string) => T | null,
): Found<T> {
  for (const type of types) {
    const readable = fields
      .filter((field) => field.Type?.Text === type)
      .map((field) => ({
        value: read(field.ValueDetection?.Text ?? ''),
        confidence: Math.min(1, Math.max(0, (field.ValueDetection?.Confidence ?? 0) / 100)),
      }))
      .filter((found): found is { value: T; confidence: number } => found.value !== null)
      .sort((a, b) => b.confidence - a.confidence);
    if (readable[0]) return readable[0];
  }
  return { value: null, confidence: 0 };
}

const vendorName = (text: string) => text.replace(/\s+/g, ' ').trim() || null;

/** Textract's AnalyzeExpense summary fields → a scan (the first document: a receipt is one). */
export function scanFromExpenseFields(fields: readonly ExpenseField[] | undefined): ReceiptScan {
  if (!fields?.length) return EMPTY_RECEIPT_SCAN;
  const amount = pick(fields, FIELD_TYPES.amount, parseReceiptAmount);
  const date = pick(fields, FIELD_TYPES.date, parseReceiptDate);
  const vendor = pick(fields, FIELD_TYPES.vendor, vendorName);
  return {
    amount: amount.value,
    date: date.value,
    vendor: vendor.value,
    category: guessReceiptCategory(vendor.value),
    confidence: { amount: amount.confidence, date: date.confidence, vendor: vendor.confidence },
  };
}

type Textract = typeof TextractSdk & { client: TextractSdk.TextractClient };

/** Amazon Textract AnalyzeExpense on the S3 object itself (images and one-page PDFs; no bytes pass through). */
export function createTextractScanner(): ReceiptScanner {
  let loaded: Promise<Textract> | undefined;
  // Analysis takes seconds: one attempt of up to 8 s, within the function's time-out.
  const load = () =>
    (loaded ??= import('./textract-sdk').then((sdk) => ({
      ...sdk,
      client: new sdk.TextractClient({
        region: process.env.AWS_REGION,
        ...API_CLIENT_POLICY,
        maxAttempts: 2,
        requestHandler: { ...API_CLIENT_POLICY.requestHandler, requestTimeout: 8_000 },
      }),
    })));
  return {
    async scan(receipt) {
      const { client, AnalyzeExpenseCommand } = await load();
      const result = await client.send(
        new AnalyzeExpenseCommand({ Document: { S3Object: { Bucket: receipt.bucket, Name: receipt.key } } }),
      );
      return scanFromExpenseFields(result.ExpenseDocuments?.[0]?.SummaryFields);
    },
  };
}

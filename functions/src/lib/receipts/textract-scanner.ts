import type { ExpenseField } from '@aws-sdk/client-textract';
import {
  EMPTY_RECEIPT_SCAN,
  guessReceiptCategory,
  parseReceiptAmount,
  parseReceiptDate,
  RECEIPT_SCAN_MESSAGES,
} from '@reno/domain';
import type { ReceiptScan } from '@reno/domain';
import { API_CLIENT_POLICY } from '../aws/client-policy';
import { HttpError, UnprocessableRequestError } from '../http/errors';
import { RETRY_AFTER_SECONDS } from '../http/service-errors';
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

/** Textract's answers for a file it cannot read as a document (corrupt, encrypted, too many pages, too big). */
const UNREADABLE = new Set([
  'BadDocumentException',
  'UnsupportedDocumentException',
  'DocumentTooLargeException',
  'InvalidS3ObjectException',
]);
export const BUSY_MESSAGE = 'Reading receipts is busy right now; please try again in a moment';
/** Throttling, service trouble and time-outs: a scan changes nothing, so "try again" is the whole answer. */
const BUSY = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'LimitExceededException',
  'InternalServerError',
  'TimeoutError',
]);

function scanError(error: unknown): unknown {
  const name = (error as { name?: string }).name ?? '';
  if (UNREADABLE.has(name)) return new UnprocessableRequestError(RECEIPT_SCAN_MESSAGES.unreadable);
  if (BUSY.has(name)) {
    return new HttpError(503, BUSY_MESSAGE, { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
  }
  return error;
}

type Textract = Pick<typeof TextractSdk, 'AnalyzeExpenseCommand'> & { client: TextractSdk.TextractClient };

/** Amazon Textract AnalyzeExpense on the S3 object itself (images and one-page PDFs; no bytes pass through). */
export function createTextractScanner(): ReceiptScanner {
  let loaded: Promise<Textract> | undefined;
  // Analysis takes seconds: one attempt of up to 8 s, inside the function's 10 s.
  const load = () =>
    (loaded ??= import('./textract-sdk').then((sdk) => ({
      AnalyzeExpenseCommand: sdk.AnalyzeExpenseCommand,
      client: new sdk.TextractClient({
        region: process.env.AWS_REGION,
        ...API_CLIENT_POLICY,
        maxAttempts: 1,
        requestHandler: { ...API_CLIENT_POLICY.requestHandler, requestTimeout: 8_000 },
      }),
    })));
  return {
    async scan(receipt) {
      const { client, AnalyzeExpenseCommand } = await load();
      const result = await client
        .send(
          new AnalyzeExpenseCommand({
            Document: { S3Object: { Bucket: receipt.bucket, Name: receipt.key } },
          }),
        )
        .catch((error: unknown) => {
          throw scanError(error);
        });
      return scanFromExpenseFields(result.ExpenseDocuments?.[0]?.SummaryFields);
    },
  };
}

import {
  RECEIPT_SCAN_MESSAGES,
  todayLocalDateString,
  type ExpenseFormValues,
  type ExpensePayload,
} from '@reno/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { scanReceipt } from '../../../entities/upload/api/scan-receipt';

import { receiptFill, type ScannedField, type ScannedValues } from '../utils/receipt-fill';

export type ReceiptScanState =
  { status: 'idle' } | { status: 'reading' } | { status: 'failed'; message: string };

const SCANNED_FIELDS = [
  'amount',
  'date',
  'description',
  'category',
] as const satisfies readonly ScannedField[];

// The API's 4xx answers for a scan are sentences meant for the user (missing receipt, unreadable file,
// today's quota); anything else (a 5xx, no connection) gets one plain sentence.
const USER_FACING_STATUSES = new Set([404, 409, 413, 415, 422, 429]);

function scanFailureMessage(error: unknown): string {
  if (error instanceof ApiError && USER_FACING_STATUSES.has(error.status) && error.body?.error) {
    return error.body.error;
  }
  return RECEIPT_SCAN_MESSAGES.unreadable;
}

/**
 * Reads a freshly uploaded receipt and fills the expense fields the user left empty. A field stays
 * marked 'from receipt' while it holds the receipt's value; a failed read only leaves a note.
 */
export function useReceiptScan(
  form: UseFormReturn<ExpenseFormValues, unknown, ExpensePayload>,
  editing: boolean,
) {
  const [state, setState] = useState<ReceiptScanState>({ status: 'idle' });
  const [filled, setFilled] = useState<ScannedValues>({});
  // How many times each field was filled: a key for inputs that must be remounted to show a value set
  // from outside (an uncontrolled MUI text field keeps its label over a value it did not see typed).
  const [fillCount, setFillCount] = useState<Record<ScannedField, number>>({
    amount: 0,
    date: 0,
    description: 0,
    category: 0,
  });
  // Each read has a number: the answer of a read that was cancelled or replaced is dropped.
  const currentRead = useRef(0);
  useEffect(() => () => void currentRead.current++, []);
  const values = useWatch({ control: form.control, name: SCANNED_FIELDS });

  const read = useCallback(
    async (s3Key: string) => {
      const readNumber = ++currentRead.current;
      setState({ status: 'reading' });
      setFilled({});
      try {
        const scan = await scanReceipt(s3Key);
        if (readNumber !== currentRead.current) return;
        const current = form.getValues();
        const fill = receiptFill(scan, {
          current,
          dateIsDefault: !editing && current.date === todayLocalDateString(),
        });
        for (const [name, value] of Object.entries(fill) as [ScannedField, string][]) {
          form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
        }
        setFilled(fill);
        setFillCount((counts) => ({
          amount: counts.amount + (fill.amount ? 1 : 0),
          date: counts.date + (fill.date ? 1 : 0),
          description: counts.description + (fill.description ? 1 : 0),
          category: counts.category + (fill.category ? 1 : 0),
        }));
        setState({ status: 'idle' });
      } catch (error) {
        if (readNumber !== currentRead.current) return;
        setState({ status: 'failed', message: scanFailureMessage(error) });
      }
    },
    [form, editing],
  );

  const cancel = useCallback(() => {
    currentRead.current++;
    setState({ status: 'idle' });
    setFilled({});
  }, []);

  /** True while the field still holds the value the receipt gave it. */
  const isFromReceipt = (name: ScannedField): boolean => {
    const value = values[SCANNED_FIELDS.indexOf(name)];
    return filled[name] !== undefined && String(value) === filled[name];
  };

  return { state, read, cancel, isFromReceipt, fillCount };
}

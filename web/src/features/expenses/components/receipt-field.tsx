import type { ExpenseFormValues } from '@reno/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { isHeldReceipt } from '../../../entities/outbox/utils/held-receipts';
import type { useReceiptScan } from '../hooks/use-receipt-scan';
import { ReceiptScanStatus } from './receipt-scan-status';
import { ReceiptUpload } from './receipt-upload';

interface ReceiptFieldProps {
  scan: ReturnType<typeof useReceiptScan>;
  /** Offer the camera (phones). */
  camera: boolean;
}

/** The expense's receipt: a new one is read at once (what it says fills the fields still empty). */
export function ReceiptField({ scan, camera }: ReceiptFieldProps) {
  const { control } = useFormContext<ExpenseFormValues>();
  return (
    <>
      <Controller
        control={control}
        name="imageUrl"
        render={({ field }) => (
          <ReceiptUpload
            value={field.value ?? null}
            onChange={(key) => {
              field.onChange(key);
              // A receipt held offline is read by no one: the scan needs the server.
              if (key && !isHeldReceipt(key)) void scan.read(key);
              else scan.cancel();
            }}
            camera={camera}
          />
        )}
      />
      <ReceiptScanStatus state={scan.state} />
    </>
  );
}

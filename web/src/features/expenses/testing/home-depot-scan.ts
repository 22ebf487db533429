import type { ReceiptScan } from '@reno/domain';

/** A receipt the scanner read whole: $731.28 at Home Depot on 2026-01-21, materials. */
export const homeDepotScan: ReceiptScan = {
  amount: '731.28',
  date: '2026-01-21',
  vendor: 'Home Depot',
  category: 'materials',
  confidence: { amount: 0.96, date: 0.92, vendor: 0.81 },
};

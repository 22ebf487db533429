// 'Try a sample statement' (docs/product.md#statement-import-screen): a card's CSV export of the last six
// weeks, made for today. Two rows are what the demo kitchen (local/src/demo/kitchen-remodel.ts) logged by
// hand a day before the card posted them — its building permit and its electrician's first payment — so a
// visitor on the demo account sees them 'Already logged'; one is a refund and one the card's payment.

/** Rows as [days before today, the bank's text, amount spent (negative: money back)]. */
const SAMPLE_ROWS: readonly (readonly [number, string, string])[] = [
  [40, 'HOME DEPOT #4721 SEATTLE WA', '312.48'],
  [35, 'CITY OF SEATTLE BUILDING PERMIT', '425.00'],
  [33, 'LOWES #2241 SEATTLE WA', '86.17'],
  [28, 'FERGUSON PLUMBING SUPPLY', '1240.00'],
  [26, 'HOME DEPOT RETURN #4721', '-45.99'],
  [21, 'SHERWIN-WILLIAMS #8812', '154.30'],
  [18, 'ONLINE PAYMENT - THANK YOU', '-2000.00'],
  [14, 'THE TILE SHOP 0193', '689.40'],
  [7, 'ELECTRICAL ROUGH-IN PMT 1042', '900.00'],
  [5, 'HOME DEPOT #4721 SEATTLE WA', '58.22'],
  [3, 'ACE HARDWARE 0456', '23.87'],
  [2, 'NW DUMPSTER RENTAL', '375.00'],
];

/** 'MM/DD/YYYY' of `days` before `today`, in local time (as the app reads calendar dates). */
function daysBefore(today: Date, days: number): string {
  const date = new Date(today);
  date.setDate(date.getDate() - days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** The sample card statement as of `today`: 'Date,Description,Amount', charges positive. */
export function sampleStatement(today: Date): string {
  const lines = SAMPLE_ROWS.map(
    ([days, description, amount]) => `${daysBefore(today, days)},${description},${amount}`,
  );
  return ['Date,Description,Amount', ...lines].join('\n');
}

// A card statement of 60 rows for the statement import journey (docs/product.md#statement-import): 55 new
// charges, 3 that were logged from their receipts the day before the card posted them, and 2 refunds.
import { formatCents } from '@reno/domain';
import type { ExpenseRecord } from './api';

/** The expenses logged from receipts: each is one row of the statement, posted a day later. */
export const LOGGED_FROM_RECEIPTS: ExpenseRecord[] = [
  {
    description: 'Lumber, Home Depot',
    amount: '120.00',
    date: '2025-03-03',
    category: 'materials',
    paymentMethod: 'credit_card',
  },
  {
    description: 'Paint, Sherwin Williams',
    amount: '64.20',
    date: '2025-03-10',
    category: 'materials',
    paymentMethod: 'credit_card',
  },
  {
    description: 'Floor tile, Floor Decor',
    amount: '310.00',
    date: '2025-03-20',
    category: 'materials',
    paymentMethod: 'credit_card',
  },
];

interface StatementLine {
  date: string;
  description: string;
  cents: number;
}

const usDate = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
};

function statementLines(): StatementLine[] {
  // Distinct amounts and vendors: none of the new charges looks like a logged expense.
  const charges = Array.from({ length: 55 }, (_, index) => ({
    date: `2025-03-${String((index % 28) + 1).padStart(2, '0')}`,
    description: `ACME SUPPLY ${index + 1} SEATTLE WA`,
    cents: 1000 + index * 137,
  }));
  const logged = [
    { date: '2025-03-04', description: 'THE HOME DEPOT #6543 SEATTLE WA', cents: 12000 },
    { date: '2025-03-11', description: 'SHERWIN-WILLIAMS #8812', cents: 6420 },
    { date: '2025-03-21', description: 'FLOOR & DECOR 0212', cents: 31000 },
  ];
  const refunds = [
    { date: '2025-03-15', description: 'HOME DEPOT RETURN #6543', cents: -2500 },
    { date: '2025-03-25', description: 'ACME SUPPLY REFUND', cents: -1250 },
  ];
  return [...charges.slice(0, 20), ...logged, ...refunds, ...charges.slice(20)];
}

/** The card's CSV export: 'Date,Description,Amount', charges positive, refunds negative. */
export function statementCsv(): string {
  const lines = statementLines().map(
    ({ date, description, cents }) => `${usDate(date)},${description},${(cents / 100).toFixed(2)}`,
  );
  return ['Date,Description,Amount', ...lines].join('\n');
}

/** What the project spends once the statement is imported: the logged expenses, the new charges, less refunds. */
export function spentAfterImport(): string {
  const logged = LOGGED_FROM_RECEIPTS.reduce(
    (sum, expense) => sum + Math.round(Number(expense.amount) * 100),
    0,
  );
  const imported = statementLines()
    .filter((line) => !/HOME DEPOT #6543 SEATTLE|SHERWIN|FLOOR & DECOR/.test(line.description))
    .reduce((sum, line) => sum + line.cents, 0);
  return formatCents(logged + imported);
}

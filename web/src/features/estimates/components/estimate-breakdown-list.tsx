import { formatCents, type EstimateBreakdown } from '@reno/domain';
import { TotalsList } from './totals-list';

/**
 * The tax maths as a definition list: cash amount, taxable amount, tax due, total with tax
 * (docs/product.md#tax-maths).
 */
export function EstimateBreakdownList({ breakdown, label }: { breakdown: EstimateBreakdown; label: string }) {
  const rows = [
    { label: 'Cash Amount', value: formatCents(breakdown.cashCents) },
    { label: 'Taxable Amount', value: formatCents(breakdown.taxableCents) },
    { label: 'Tax Due', value: formatCents(breakdown.taxDueCents) },
    { label: 'Total with Tax', value: formatCents(breakdown.totalWithTaxCents) },
  ];
  return <TotalsList label={label} rows={rows} />;
}

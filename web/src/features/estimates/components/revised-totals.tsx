import { formatMoney, type Estimate } from '@reno/domain';
import { signedMoney } from '../utils/estimate-progress';
import { TotalsList } from './totals-list';

/** Original total with tax, the approved change orders with tax, and the revised total they make. */
export function RevisedTotals({ estimate }: { estimate: Estimate }) {
  const rows = [
    { label: 'Original total', value: formatMoney(estimate.totalWithTax) },
    { label: 'Approved changes', value: signedMoney(estimate.changeOrdersTotal) },
    { label: 'Revised total', value: formatMoney(estimate.revisedTotalWithTax) },
  ];
  return <TotalsList label="Revised total" rows={rows} spaced />;
}

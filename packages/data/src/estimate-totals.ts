// What an estimate's totals are, derived from the estimate item alone: its revised total with the approved
// change orders (each taxed like the estimate) and what it still commits to its project's forecast. A leaf:
// the write path (estimate-commitments.ts) and the upgrade (forecast-upgrade.ts) both derive them here.
import { changeOrdersTotalCents, committedRemainingCents, UNASSIGNED_CATEGORY } from '@reno/domain';
import type { Item } from './requests';
import { num } from './validate';

/** The project map entry an estimate's commitment lands in. */
export function commitmentKeyOf(category: unknown): string {
  return typeof category === 'string' && category !== '' ? category : UNASSIGNED_CATEGORY;
}

/** What an estimate keeps of each of its change orders (id → amount before tax, status). */
export interface ChangeOrderEntry {
  amountCents: number;
  status: string;
}

/** The estimate's change orders, from its `changeOrders` map. */
export function changeOrdersOf(item: Item): Record<string, ChangeOrderEntry> {
  const map = item.changeOrders;
  return typeof map === 'object' && map !== null ? (map as Record<string, ChangeOrderEntry>) : {};
}

/** The attributes derived from an estimate's fields, change orders and paid total. */
export function derivedEstimateTotals(item: Item) {
  const rates = {
    cashHundredths: num(item.cashPercentageHundredths),
    taxedHundredths: num(item.taxedPercentageHundredths),
    taxRateHundredths: num(item.taxRateHundredths),
  };
  const approved = Object.values(changeOrdersOf(item)).filter((entry) => entry.status === 'approved');
  const changeOrders = changeOrdersTotalCents(
    rates,
    approved.map((entry) => num(entry.amountCents)),
  );
  const revisedTotalWithTaxCents = num(item.totalWithTaxCents) + changeOrders;
  return {
    changeOrdersTotalCents: changeOrders,
    revisedTotalWithTaxCents,
    committedCents: committedRemainingCents({
      status: String(item.status),
      revisedTotalWithTaxCents,
      paidCents: num(item.paidCents),
    }),
  };
}

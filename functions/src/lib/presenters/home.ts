import { centsToDecimal, type Home } from '@reno/domain';
import type { HomeRecord } from '@reno/data';
import { presentStamps } from './record-edits';

const money = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));

export function presentHome(home: HomeRecord): Home {
  return {
    id: home.id,
    userId: home.userId,
    name: home.name,
    address: home.address,
    yearBuilt: home.yearBuilt,
    purchaseDate: home.purchaseDate,
    purchasePrice: money(home.purchasePriceCents),
    settlementCosts: money(home.settlementCostsCents),
    ...presentStamps(home),
  };
}

import type { Home } from '@reno/domain';
import type { HomeRecord } from '@reno/data';
import { optionalMoney } from './optional-decimals';
import { presentStamps } from './record-edits';

export function presentHome(home: HomeRecord): Home {
  return {
    id: home.id,
    userId: home.userId,
    name: home.name,
    address: home.address,
    yearBuilt: home.yearBuilt,
    purchaseDate: home.purchaseDate,
    purchasePrice: optionalMoney(home.purchasePriceCents),
    settlementCosts: optionalMoney(home.settlementCostsCents),
    ...presentStamps(home),
  };
}

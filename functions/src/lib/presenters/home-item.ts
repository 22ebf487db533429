import { centsToDecimal, type HomeItem, type HomeItemDetails } from '@reno/domain';
import type { HomeItemRecord } from '@reno/data';
import { presentStamps } from './record-edits';

/** What the item is (kind, name, brand … install date): the shared page shows these as they are. */
export function presentItemDetails(item: HomeItemRecord): HomeItemDetails {
  const { kind, name, brand, model, serial, colourName, colourCode, sheen, supplier, installDate } = item;
  return { kind, name, brand, model, serial, colourName, colourCode, sheen, supplier, installDate };
}

export function presentHomeItem(item: HomeItemRecord): HomeItem {
  return {
    id: item.id,
    userId: item.userId,
    roomId: item.roomId,
    ...presentItemDetails(item),
    contractorId: item.contractorId,
    expenseIds: item.expenseIds,
    expenses: item.expenses.map(({ id, description, date, amountCents }) => ({
      id,
      description,
      date,
      amount: centsToDecimal(amountCents),
    })),
    cost: centsToDecimal(item.costCents),
    documents: item.documents,
    warranty: item.warranty,
    ...presentStamps(item),
  };
}

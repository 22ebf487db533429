import { centsToDecimal, type HomeItem } from '@reno/domain';
import type { HomeItemRecord } from '@reno/data';
import { presentStamps } from './record-edits';

export function presentHomeItem(item: HomeItemRecord): HomeItem {
  return {
    id: item.id,
    userId: item.userId,
    roomId: item.roomId,
    kind: item.kind,
    name: item.name,
    brand: item.brand,
    model: item.model,
    serial: item.serial,
    colourName: item.colourName,
    colourCode: item.colourCode,
    sheen: item.sheen,
    supplier: item.supplier,
    contractorId: item.contractorId,
    installDate: item.installDate,
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

// Numeric ids come from per-user sequences on the profile item (ids are unique per user only; every
// key also carries the user, so two users' "expense 7" never meet).
import type { DataContext } from './context';
import { profileKey } from './keys';
import { updateItem } from './requests';

export type Sequence =
  | 'project'
  | 'expense'
  | 'contractor'
  | 'estimate'
  | 'milestone'
  | 'chat'
  | 'changeOrder'
  | 'home'
  | 'room'
  | 'homeItem'
  | 'photo'
  | 'basisReduction'
  | 'maintenance';

/** One UpdateItem (ADD 1, return the new value). An id burnt by a failed create simply leaves a gap. */
export async function allocateId(ctx: DataContext, householdId: string, sequence: Sequence): Promise<number> {
  const [id] = await allocateIds(ctx, householdId, sequence, 1);
  return id!;
}

/** `count` consecutive ids in one UpdateItem (ADD count): an import's batch takes its ids at once. */
export async function allocateIds(
  ctx: DataContext,
  householdId: string,
  sequence: Sequence,
  count: number,
): Promise<number[]> {
  const attributes = await updateItem(ctx, {
    Key: profileKey(householdId),
    UpdateExpression: 'ADD #seq :count',
    ExpressionAttributeNames: { '#seq': `seq_${sequence}` },
    ExpressionAttributeValues: { ':count': count },
    ReturnValues: 'UPDATED_NEW',
  });
  const last = attributes?.[`seq_${sequence}`];
  if (typeof last !== 'number') throw new Error(`sequence ${sequence} did not return a number`);
  return Array.from({ length: count }, (_, index) => last - count + 1 + index);
}

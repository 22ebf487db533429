// Numeric ids come from per-user sequences on the profile item (ids are unique per user only; every
// key also carries the user, so two users' "expense 7" never meet).
import type { DataContext } from './context';
import { profileKey } from './keys';
import { updateItem } from './requests';

export type Sequence =
  'project' | 'expense' | 'contractor' | 'estimate' | 'milestone' | 'chat' | 'changeOrder' | 'home';

/** One UpdateItem (ADD 1, return the new value). An id burnt by a failed create simply leaves a gap. */
export async function allocateId(ctx: DataContext, householdId: string, sequence: Sequence): Promise<number> {
  const attributes = await updateItem(ctx, {
    Key: profileKey(householdId),
    UpdateExpression: 'ADD #seq :one',
    ExpressionAttributeNames: { '#seq': `seq_${sequence}` },
    ExpressionAttributeValues: { ':one': 1 },
    ReturnValues: 'UPDATED_NEW',
  });
  const value = attributes?.[`seq_${sequence}`];
  if (typeof value !== 'number') throw new Error(`sequence ${sequence} did not return a number`);
  return value;
}

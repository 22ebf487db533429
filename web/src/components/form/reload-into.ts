import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ERROR_WORDS } from '../../lib/api-errors';
import type { EditedRecord } from '../../lib/record-mutations';

/**
 * The 'Reload' of a stale edit (useSaveForm's `reload`): `fetchRecord` asks for the record as it is now
 * (through the query cache, so the screen behind the form shows it too), and its fields fill the form.
 */
export function reloadInto<TFields extends FieldValues, TRecord extends EditedRecord>(
  form: Pick<UseFormReturn<TFields, unknown, unknown>, 'reset'>,
  fetchRecord: () => Promise<TRecord>,
  toFields: (record: TRecord) => TFields,
): () => Promise<TRecord> {
  return async () => {
    const fresh = await fetchRecord();
    form.reset(toFields(fresh));
    return fresh;
  };
}

/** The record `id` of a list just fetched: for records read only in lists (change orders, milestones). */
export function recordIn<TRecord extends { id: number }>(list: readonly TRecord[], id: number): TRecord {
  const record = list.find((candidate) => candidate.id === id);
  if (!record) throw new Error(ERROR_WORDS.notFound);
  return record;
}

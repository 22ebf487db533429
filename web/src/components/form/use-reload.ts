import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ERROR_WORDS } from '../../lib/api-errors';
import type { EditedRecord } from '../../lib/record-mutations';

/**
 * The 'Reload' of a stale edit of `record` (useSaveForm's `reload`); none while adding one. `fetchRecord`
 * asks for the record as it is now, through the query cache (so the screen behind the form shows it too),
 * and its fields fill the form.
 */
export function useReload<TFields extends FieldValues, TRecord extends EditedRecord>(
  form: Pick<UseFormReturn<TFields, unknown, unknown>, 'reset'>,
  record: TRecord | null | undefined,
  fetchRecord: (queryClient: QueryClient, record: TRecord) => Promise<TRecord>,
  toFields: (record: NoInfer<TRecord>) => TFields,
): (() => Promise<TRecord>) | undefined {
  const queryClient = useQueryClient();
  if (!record) return undefined;
  return async () => {
    const fresh = await fetchRecord(queryClient, record);
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

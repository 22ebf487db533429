import { zodResolver } from '@hookform/resolvers/zod';
import type { QueryClient } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import type { EditedRecord } from '../../lib/record-mutations';
import { useReload } from './use-reload';

/**
 * The form that adds or edits a record: its fields checked by `schema`, filled from `record` (empty while
 * adding), and the 'Reload' of a stale edit (useReload) that fills them from the record as it is now.
 */
export function useRecordForm<TFields extends FieldValues, TPayload, TRecord extends EditedRecord>(
  schema: $ZodType<TPayload, TFields>,
  record: TRecord | null | undefined,
  toFields: (record: TRecord | null) => TFields,
  fetchRecord: (queryClient: QueryClient, record: TRecord) => Promise<TRecord>,
) {
  const form = useForm<TFields, unknown, TPayload>({
    resolver: zodResolver(schema),
    // Every field of the form has its value: the partial that useForm allows is not needed.
    defaultValues: toFields(record ?? null) as DefaultValues<TFields>,
  });
  return { form, reload: useReload(form, record, fetchRecord, toFields) };
}

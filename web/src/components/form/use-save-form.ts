import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { describeError, isUpgradeRequired, validationIssues } from '../../lib/api-errors';
import type { ToastInput } from '../toast/use-toast';
import { useToast } from '../toast/use-toast';

type Mutation<TVariables, TSaved> = Pick<
  UseMutationResult<TSaved, Error, TVariables>,
  'mutateAsync' | 'isPending'
>;

export interface SaveFormOptions<TPayload, TSaved> {
  create: Mutation<TPayload, TSaved>;
  update?: Mutation<{ id: number; payload: TPayload }, TSaved>;
  /** The id of the record being edited; absent when adding one. */
  editingId?: number | null | undefined;
  successToast?: ToastInput;
  onSaved?: (saved: TSaved) => void | Promise<void>;
  /** Logs each failure under this text. */
  logAs?: string;
  /** A refusal for the plan's limit goes here instead of being shown as a failure. */
  onUpgradeRequired?: (() => void) | undefined;
  /** Field issues also raise SPEC §8's 'Validation Error' toast instead of showing above the form. */
  toastValidation?: boolean;
  /** The destructive toast for any other failure; without it the message shows above the form. */
  failureToast?: (message: string) => Omit<ToastInput, 'variant'>;
}

/**
 * Where a form saves: create or update, then the success toast and `onSaved`. A failure's SPEC §8 issues
 * land on their fields; the rest is toasted or returned as `failure` for the form to show.
 */
export function useSaveForm<TFields extends FieldValues, TPayload, TSaved>(
  form: UseFormReturn<TFields, unknown, TPayload>,
  options: SaveFormOptions<TPayload, TSaved>,
) {
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { create, update, editingId } = options;

  const report = (error: unknown) => {
    if (options.logAs) console.error(options.logAs, error);
    if (options.onUpgradeRequired && isUpgradeRequired(error)) {
      options.onUpgradeRequired();
      return;
    }
    const issues = validationIssues(error);
    if (issues) {
      const fields = Object.keys(form.getValues());
      for (const [path, message] of Object.entries(issues.fieldErrors)) {
        if (fields.includes(path)) form.setError(path as Path<TFields>, { type: 'server', message });
      }
      if (options.toastValidation) {
        toast({
          title: 'Validation Error',
          description: issues.summary || 'Please check the form for errors.',
          variant: 'destructive',
        });
      } else setFailure(issues.summary);
      return;
    }
    const message = describeError(error).message;
    if (options.failureToast) toast({ ...options.failureToast(message), variant: 'destructive' });
    else setFailure(message);
  };

  const submit = form.handleSubmit(async (payload) => {
    setFailure(null);
    try {
      const saved =
        update && editingId != null
          ? await update.mutateAsync({ id: editingId, payload })
          : await create.mutateAsync(payload);
      if (options.successToast) toast(options.successToast);
      await options.onSaved?.(saved);
    } catch (error) {
      report(error);
    }
  });

  const pending = update && editingId != null ? update.isPending : create.isPending;
  return { submit, pending, failure };
}

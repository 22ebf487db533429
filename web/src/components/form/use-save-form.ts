import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { describeError, isUpgradeRequired, validationIssues } from '../../lib/api-errors';
import type { EditedRecord, UpdateVariables } from '../../lib/record-mutations';
import { isUnreachable, waitBeforeRetry } from '../../lib/connection/retry-unreachable';
import type { ToastInput } from '../toast/use-toast';
import { useToast } from '../toast/use-toast';
import { useReportActivity } from './form-dialog-link';
import { useEditedRecord } from './use-edited-record';

type Mutation<TVariables, TSaved> = Pick<
  UseMutationResult<TSaved, Error, TVariables>,
  'mutateAsync' | 'isPending'
>;

export interface SaveFormOptions<TPayload, TSaved> {
  /** Adds a record; a form that only ever changes one (the budget plan) has none. */
  create?: Mutation<TPayload, TSaved>;
  update?: Mutation<UpdateVariables<TPayload>, TSaved>;
  /** The record being edited, as the form was opened on it; absent when adding one. */
  editing?: EditedRecord | null | undefined;
  /**
   * Fetches the edited record anew and puts its fields into the form; resolves to it. Offered as 'Reload'
   * when someone changed the record since the form was opened (409, docs/product.md#concurrency).
   */
  reload?: () => Promise<EditedRecord>;
  /** Shown after a save; a function when it depends on what was saved. */
  successToast?: ToastInput | ((saved: TSaved) => ToastInput);
  onSaved?: (saved: TSaved) => void | Promise<void>;
  /** Logs each failure under this text. */
  logAs?: string;
  /** A refusal for the plan's limit goes here instead of being shown as a failure. */
  onUpgradeRequired?: (() => void) | undefined;
  /** Field issues also raise the 'Validation Error' toast instead of showing above the form. */
  toastValidation?: boolean;
  /** The destructive toast for any other failure; without it the message shows above the form. */
  failureToast?: (message: string) => Omit<ToastInput, 'variant'>;
}

/**
 * Where a form saves: create or update, then the success toast and `onSaved`. A save the server did not
 * get (no connection, or the app knows it is offline and does not send it) is tried again until it
 * answers (a create keeps its Idempotency-Key, so it is made once; an update sends the same values); a
 * FormDialog says so meanwhile. An update names the version it was made on, and when someone changed
 * the record since, the API's words come back as `stale` with 'Reload': never a silent overwrite. A
 * failure's field issues (docs/product.md#forms) land on their fields; the rest is toasted or returned
 * as `failure` for the form to show.
 */
export function useSaveForm<TFields extends FieldValues, TPayload, TSaved>(
  form: UseFormReturn<TFields, unknown, TPayload>,
  options: SaveFormOptions<TPayload, TSaved>,
) {
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const { create, update } = options;
  const edited = useEditedRecord(options.editing, options.reload, setFailure);
  const { editing } = edited;
  const mutation = update && editing ? update : create;
  useReportActivity({ saving, unreachable });

  const report = (error: unknown) => {
    if (options.logAs) console.error(options.logAs, error);
    if (edited.refusedAsStale(error)) return;
    if (options.onUpgradeRequired && isUpgradeRequired(error)) {
      options.onUpgradeRequired();
      return;
    }
    const issues = validationIssues(error);
    if (issues) {
      // A field of a list ('installments.0.amount') lands on its input too.
      const fields = Object.keys(form.getValues());
      for (const [path, message] of Object.entries(issues.fieldErrors)) {
        if (fields.includes(path.split('.')[0] ?? path))
          form.setError(path as Path<TFields>, { type: 'server', message });
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

  const attempt = (payload: TPayload): Promise<TSaved> => {
    if (update && editing) return update.mutateAsync({ id: editing.id, version: editing.version, payload });
    if (!create) throw new Error('A form without a create needs the record it edits');
    return create.mutateAsync(payload);
  };

  const saveUntilAnswered = async (payload: TPayload): Promise<TSaved> => {
    for (let retry = 0; ; retry++) {
      try {
        return await attempt(payload);
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        setUnreachable(true);
        await waitBeforeRetry(retry);
      }
    }
  };

  const submit = form.handleSubmit(async (payload) => {
    setFailure(null);
    edited.clearStale();
    setSaving(true);
    try {
      const saved = await saveUntilAnswered(payload);
      edited.saved(saved);
      const { successToast } = options;
      if (successToast) toast(typeof successToast === 'function' ? successToast(saved) : successToast);
      await options.onSaved?.(saved);
    } catch (error) {
      report(error);
    } finally {
      setSaving(false);
      setUnreachable(false);
    }
  });

  const pending = saving || !!mutation?.isPending;
  const stale = edited.stale;
  /** What the FormShell of this form takes of the save: `<FormShell {...shell} label=…>`. */
  const shell = { form, onSubmit: submit, failure, stale };
  return { submit, pending, failure, stale, shell };
}

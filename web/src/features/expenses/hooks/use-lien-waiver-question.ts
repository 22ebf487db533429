import type { Expense, ExpenseFormValues, ExpensePayload } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { estimateQueries } from '../../../entities/estimate/api/estimate-queries';
import { payAnywayQuestion } from '../../../entities/estimate/utils/installments';

/**
 * Before an expense is linked to an estimate whose most recent paid installment has no lien waiver, the
 * form asks first ('The May payment has no lien waiver yet — pay anyway?', docs/product.md#payment-schedule-screens);
 * once answered for that estimate it is not asked again. Choosing another estimate withdraws the question.
 */
export function useLienWaiverQuestion(
  form: UseFormReturn<ExpenseFormValues, unknown, ExpensePayload>,
  { expense, save }: { expense: Expense | null | undefined; save: (event?: FormEvent) => Promise<void> },
) {
  const estimates = useQuery(estimateQueries.list());
  const estimateId = String(useWatch({ control: form.control, name: 'estimateId' }) ?? '');
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  const estimate = estimates.data?.find((candidate) => String(candidate.id) === estimateId);
  // Only a new link pays the estimate: an edit that keeps its estimate is not asked about.
  const linking = !!estimateId && String(expense?.estimateId ?? '') !== estimateId;
  const pending =
    linking && confirmedFor !== estimateId ? payAnywayQuestion(estimate?.paymentSchedule) : null;

  const submit = (event?: FormEvent) => {
    if (!pending) return save(event);
    event?.preventDefault();
    setAskedFor(estimateId);
    return Promise.resolve();
  };
  const confirm = () => {
    setConfirmedFor(estimateId);
    setAskedFor(null);
    void save();
  };
  return {
    submit,
    question: askedFor === estimateId ? pending : null,
    confirm,
    cancel: () => setAskedFor(null),
  };
}

import type { ExpenseFormValues, ExpensePayload } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { projectQueries } from '../../../entities/project/api/project-queries';
import { budgetOverrunQuestion } from '../utils/budget-overrun';

interface OverBudgetOptions {
  projectId: number;
  /** The edited expense's amount: only what the edit adds counts against the budget. */
  previousAmount: string | undefined;
  /** Saves the form. */
  submit: () => Promise<void>;
}

/**
 * The expense form's Save: an amount past the project's remaining budget is asked about once first
 * (`question`), and a confirmed amount is not asked about again; without the summary the save goes
 * ahead. The question is about the amount it quotes: editing the amount withdraws it.
 */
export function useOverBudgetQuestion(
  form: UseFormReturn<ExpenseFormValues, unknown, ExpensePayload>,
  { projectId, previousAmount, submit }: OverBudgetOptions,
) {
  const summary = useQuery(projectQueries.summary(projectId));
  const [asked, setAsked] = useState<{ question: string; typed: string } | null>(null);
  const [confirmedAmount, setConfirmedAmount] = useState<string | null>(null);
  const typedAmount = useWatch({ control: form.control, name: 'amount' });

  const save = form.handleSubmit(async (payload) => {
    const question =
      summary.data &&
      budgetOverrunQuestion({ amount: payload.amount, remaining: summary.data.remaining, previousAmount });
    if (question && confirmedAmount !== payload.amount) {
      setAsked({ question, typed: String(form.getValues('amount')) });
      return;
    }
    setAsked(null);
    await submit();
  });

  const confirm = () =>
    void form.handleSubmit(async (payload) => {
      setConfirmedAmount(payload.amount);
      setAsked(null);
      await submit();
    })();

  const changeAmount = () => {
    setAsked(null);
    form.setFocus('amount');
  };

  const question = asked?.typed === String(typedAmount) ? asked.question : null;
  return { save, question, confirm, changeAmount };
}

import type { BasisReduction, BasisReductionPayload, Expense, ExpensePayload } from '@reno/domain';
import { expensePayloadOf } from '@reno/domain';
import { useUpdateExpense } from '../../../entities/expense/api/expense-mutations';
import { recordMutationHooks, useInvalidate, type UpdateVariables } from '../../../lib/record-mutations';
import { basisKeys } from './basis-queries';

const reductionMutations = recordMutationHooks<BasisReductionPayload, BasisReduction>(
  '/api/basis-reductions',
  [basisKeys.all],
);

export const useCreateBasisReduction = reductionMutations.useCreate;
export const useDeleteBasisReduction = reductionMutations.useDelete;

type BasisFields = Pick<ExpensePayload, 'basisClass' | 'removedOn'>;

/**
 * Changes an expense's class and removal day: the expense's own fields sent back with them (PUT replaces
 * every field), on the version it was read at; the basis refreshes with the expenses.
 */
export function useUpdateExpenseBasis(expense: Expense | undefined) {
  const update = useUpdateExpense();
  const refreshBasis = useInvalidate(basisKeys.all);
  return {
    isPending: update.isPending,
    mutateAsync: async ({ payload, ...edited }: UpdateVariables<BasisFields>) => {
      const saved = await update.mutateAsync({
        ...edited,
        payload: { ...expensePayloadOf(expense!), ...payload },
      });
      await refreshBasis();
      return saved;
    },
  };
}

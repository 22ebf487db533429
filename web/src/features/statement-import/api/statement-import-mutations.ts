import {
  importLimitMessage,
  type ImportRule,
  type StatementBatchResponse,
  type StatementCheckResponse,
  type StatementUndoResponse,
} from '@reno/domain';
import type { CsvLayout } from '@reno/domain/statement-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useInvalidateExpenses } from '../../../entities/expense/api/expense-mutations';
import {
  subscriptionKeys,
  subscriptionQueries,
} from '../../../entities/subscription/api/subscription-queries';
import { api } from '../../../lib/api-client';
import { useInvalidate } from '../../../lib/record-mutations';
import type { BatchRow, SentRow } from '../utils/import-rows';
import { statementImportKeys } from './statement-import-queries';

const PATH = '/api/statement-imports';

/** Every row of the statement against the household's records: new, already imported, or already logged. */
export function useCheckStatement() {
  return useMutation({
    mutationFn: (rows: SentRow[]) => api.post<StatementCheckResponse>(`${PATH}/check`, { rows }),
  });
}

/** Remembers the layout chosen for CSV files of this shape, so next month's file asks nothing. */
export function useRememberLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { shape: string; layout: CsvLayout }) => api.put<unknown>(`${PATH}/layout`, input),
    onSuccess: (_, { shape, layout }) => queryClient.setQueryData(statementImportKeys.layout(shape), layout),
  });
}

/** What an import stored, and why it stopped short when it did. */
export interface ImportOutcome {
  importId: string;
  imported: number;
  alreadyImported: number;
  /** 'The Free plan allows 5 expenses: 3 imported, 57 left' when the plan's limit stopped it. */
  limitMessage: string | null;
}

/**
 * Stores the confirmed rows batch after batch (docs/product.md#statement-import-storing); `progress` counts
 * the rows sent so far. The first batch the Free plan has no room for ends the import.
 */
export function useImportStatement() {
  const queryClient = useQueryClient();
  const refreshExpenses = useInvalidateExpenses();
  const refreshAfter = useInvalidate(statementImportKeys.rules, subscriptionKeys.status);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const mutation = useMutation({
    mutationFn: async ({
      projectId,
      batches,
    }: {
      projectId: number;
      batches: BatchRow[][];
    }): Promise<ImportOutcome> => {
      const importId = crypto.randomUUID();
      const total = batches.reduce((sum, batch) => sum + batch.length, 0);
      const outcome: ImportOutcome = { importId, imported: 0, alreadyImported: 0, limitMessage: null };
      let sent = 0;
      setProgress({ done: 0, total });
      for (const rows of batches) {
        const answer = await api.post<StatementBatchResponse>(`${PATH}/${importId}/batches`, {
          projectId,
          rows,
        });
        sent += rows.length;
        outcome.imported += answer.expenseIds.length;
        outcome.alreadyImported += answer.alreadyImported;
        setProgress({ done: sent, total });
        if (answer.overLimit > 0) {
          const status = await queryClient.fetchQuery({ ...subscriptionQueries.status(), staleTime: 0 });
          const left = total - outcome.imported - outcome.alreadyImported;
          outcome.limitMessage = importLimitMessage(status.expenseLimit ?? 0, outcome.imported, left);
          break;
        }
      }
      return outcome;
    },
    onSettled: () => Promise.all([refreshExpenses(), refreshAfter()]),
  });
  return { ...mutation, progress };
}

/** Takes a whole import back, ten batches a call, until the API says nothing is left; answers how many. */
export function useUndoImport() {
  const refreshExpenses = useInvalidateExpenses();
  const refreshCount = useInvalidate(subscriptionKeys.status);
  return useMutation({
    mutationFn: async (importId: string) => {
      let removed = 0;
      for (;;) {
        const answer = await api.delete<StatementUndoResponse>(`${PATH}/${importId}`);
        removed += answer.removed;
        if (!answer.more) return removed;
      }
    },
    onSettled: () => Promise.all([refreshExpenses(), refreshCount()]),
  });
}

/** Sets a vendor's rule (where its rows go). */
export function useSaveRule() {
  return useMutation({
    mutationFn: (rule: Omit<ImportRule, 'id'>) => api.put<ImportRule>(`${PATH}/rules`, rule),
    onSuccess: useInvalidate(statementImportKeys.rules),
  });
}

/** Removes a vendor's rule. */
export function useDeleteRule() {
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`${PATH}/rules/${id}`),
    onSuccess: useInvalidate(statementImportKeys.rules),
  });
}

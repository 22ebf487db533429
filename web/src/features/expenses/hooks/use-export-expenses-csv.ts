import { todayLocalDateString, type Contractor, type Project } from '@reno/domain';
import { useMutation } from '@tanstack/react-query';
import { errorToast } from '../../../components/toast/error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { useAuthorName } from '../../../entities/household/hooks/use-author-name';
import { downloadTextFile } from '../../../lib/download-file';
import { fetchAllExpenses } from '../api/fetch-all-expenses';
import type { ExpenseFilters } from '../utils/expense-filters';
import { csvFileName, expensesToCsv } from '../utils/expenses-csv';

/** 'Export CSV': every page of the current project and filters, saved as a file. */
export function useExportExpensesCsv(project: Project, contractors: readonly Contractor[]) {
  const { toast } = useToast();
  const nameOf = useAuthorName();
  const exportCsv = useMutation({
    mutationFn: async (filters: ExpenseFilters) => {
      const expenses = await fetchAllExpenses({
        projectId: project.id,
        search: filters.search || undefined,
        category: filters.category || undefined,
        paymentMethod: filters.paymentMethod || undefined,
      });
      downloadTextFile(
        csvFileName(project.slug, todayLocalDateString()),
        expensesToCsv(expenses, contractors, nameOf),
        'text/csv;charset=utf-8',
      );
      return expenses.length;
    },
    onError: (error, filters) => toast(errorToast('Export failed', error, () => exportCsv.mutate(filters))),
  });
  return exportCsv;
}

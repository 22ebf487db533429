import type { Expense } from '@reno/domain';
import { useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog';
import { usePreloadOnIntent } from '../../../lib/use-preload-on-intent';
import { ExpenseDetailsDialog, ExpenseFormDialog } from '../components/lazy-expense-dialogs';
import { OpenedExpenseDialog } from '../components/opened-expense-dialog';
import { usePrefetchExpenseLimit } from './use-prefetch-expense-limit';

/**
 * Adding an expense and opening one, for a screen other than the expenses list (the dashboard): both
 * dialogs load on first use, preloaded at the user's first move; `dialogs` renders them.
 */
export function useExpenseDialogs(projectId: number) {
  const [adding, setAdding] = useState(false);
  const [opened, setOpened] = useState<Expense | null>(null);
  const prefetchExpenseLimit = usePrefetchExpenseLimit();
  usePreloadOnIntent(ExpenseFormDialog.preload, ExpenseDetailsDialog.preload);
  const openAdd = () => {
    prefetchExpenseLimit();
    setAdding(true);
  };

  const dialogs = (
    <>
      <LazyDialog open={adding}>
        <ExpenseFormDialog open={adding} projectId={projectId} onClose={() => setAdding(false)} />
      </LazyDialog>
      <OpenedExpenseDialog expense={opened} projectId={projectId} onClose={() => setOpened(null)} />
    </>
  );
  return { openAdd, openDetails: setOpened, dialogs };
}

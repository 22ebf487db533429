import { memo, Suspense, useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog';
import type { ExpenseOutboxEntry } from '../../../entities/outbox/api/outbox-store';
import { ExpenseFormDialog } from './lazy-expense-dialogs';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The list and the outbox's IndexedDB code load after the screen: on no route's initial way.
const WaitingExpenses = lazyWithPreload(
  () => import('../../../entities/outbox/components/waiting-expenses'),
  'WaitingExpenses',
);

/**
 * The project's waiting (offline) expenses, each editable in the expense form. Memoised: it reads the
 * outbox, not the screen's queries, whose answers render the screen again.
 */
export const WaitingExpensesSection = memo(function WaitingExpensesSection({
  projectId,
}: {
  projectId: number;
}) {
  const [editing, setEditing] = useState<ExpenseOutboxEntry | null>(null);
  return (
    <>
      <Suspense fallback={null}>
        <WaitingExpenses projectId={projectId} onEdit={setEditing} />
      </Suspense>
      <LazyDialog open={!!editing}>
        <ExpenseFormDialog
          key={editing?.id}
          open={!!editing}
          projectId={projectId}
          waiting={editing}
          onClose={() => setEditing(null)}
        />
      </LazyDialog>
    </>
  );
});

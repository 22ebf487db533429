import { useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog';
import type { OutboxEntry } from '../../../entities/outbox/api/outbox-store';
import { WaitingExpenses } from '../../../entities/outbox/components/waiting-expenses';
import { ExpenseFormDialog } from './lazy-expense-dialogs';

/** The project's waiting (offline) expenses, each editable in the expense form. */
export function WaitingExpensesSection({ projectId }: { projectId: number }) {
  const [editing, setEditing] = useState<OutboxEntry | null>(null);
  return (
    <>
      <WaitingExpenses projectId={projectId} onEdit={setEditing} />
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
}

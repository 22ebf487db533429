import Button from '@mui/material/Button';
import { errorToast } from '../../../components/toast/error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { useCanEdit } from '../../../lib/household-role';
import { useMarkMaintenanceDone } from '../api/maintenance-mutations';

/**
 * 'Mark done' (labelled 'Mark done: {task}'; editors only): logs the user's today, which moves the next due
 * date (docs/product.md#homes-screen), on the Homes screen and on the dashboard alike.
 */
export function MarkDoneButton({ task }: { task: { id: number; name: string } }) {
  const canEdit = useCanEdit();
  const markDone = useMarkMaintenanceDone();
  const { toast } = useToast();
  if (!canEdit) return null;
  const done = () =>
    markDone.mutate(task.id, {
      onSuccess: () => toast({ title: `'${task.name}' marked done`, variant: 'success' }),
      onError: (error) => {
        console.error('Maintenance done failed', error);
        toast(errorToast('Failed to mark the task done', error, done));
      },
    });
  return (
    <Button size="small" onClick={done} disabled={markDone.isPending} aria-label={`Mark done: ${task.name}`}>
      Mark done
    </Button>
  );
}

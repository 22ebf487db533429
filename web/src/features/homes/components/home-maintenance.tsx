import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { describeMaintenanceRule, formatDate, type Home, type MaintenanceTask } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { errorToast } from '../../../components/toast/error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { useCanEdit } from '../../../lib/household-role';
import { useDeleteMaintenanceTask, useMarkMaintenanceDone } from '../api/maintenance-mutations';
import { maintenanceQueries } from '../api/maintenance-queries';
import { CardRecordList } from './card-record-list';
import { MaintenanceFormDialog } from './lazy-maintenance-form-dialog';

interface TaskRowProps {
  task: MaintenanceTask;
  onEdit: () => void;
  onDelete: () => void;
}

/** A task: its name and rule, when it is next due, its log (newest first), 'Mark done', 'Edit', 'Delete'. */
function TaskRow({ task, onEdit, onDelete }: TaskRowProps) {
  const canEdit = useCanEdit();
  const markDone = useMarkMaintenanceDone();
  const { toast } = useToast();
  const done = () =>
    markDone.mutate(task.id, {
      onSuccess: () => toast({ title: `'${task.name}' marked done`, variant: 'success' }),
      onError: (error) => {
        console.error('Maintenance done failed', error);
        toast(errorToast('Failed to mark the task done', error, done));
      },
    });
  const log = [...task.log].reverse();
  return (
    <Box component="li" aria-label={task.name} sx={{ py: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {task.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {describeMaintenanceRule(task.rule, task.intervalMonths)} · Next due{' '}
            {formatDate(task.nextDueDate)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          {canEdit && (
            <Button
              size="small"
              onClick={done}
              disabled={markDone.isPending}
              aria-label={`Mark done: ${task.name}`}
            >
              Mark done
            </Button>
          )}
          <EditDeleteButtons name={task.name} small onEdit={onEdit} onDelete={onDelete} />
        </Box>
      </Box>
      {log.length > 0 && (
        <Box component="ul" aria-label={`Log of ${task.name}`} sx={{ m: 0, pl: 2 }}>
          {log.map((entry, index) => (
            <Typography
              component="li"
              variant="caption"
              key={`${entry.date}-${index}`}
              sx={{ display: 'list-item' }}
            >
              Done {formatDate(entry.date)}
              {entry.note ? ` — ${entry.note}` : ''}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** A home's maintenance tasks on its card, and 'Add Task' (none for a viewer). */
export function HomeMaintenance({ home }: { home: Home }) {
  return (
    <CardRecordList<MaintenanceTask>
      heading="Maintenance"
      query={useQuery(maintenanceQueries.ofHome(home.id))}
      errorTitle="Failed to fetch maintenance"
      loading={{ label: 'Loading maintenance', width: '50%' }}
      emptyText="No maintenance tasks yet"
      listLabel={`Maintenance of ${home.name}`}
      add={{ text: 'Add Task', label: `Add task to ${home.name}` }}
      remove={{
        mutation: useDeleteMaintenanceTask(),
        what: 'Maintenance task',
        deleted: 'Task deleted successfully',
        failed: 'Failed to delete task',
        title: 'Delete Task',
        question: (name) =>
          `Are you sure you want to delete "${name}" and its log? This action cannot be undone.`,
      }}
      row={(task, actions) => <TaskRow task={task} {...actions} />}
      form={(open, task, onClose) => (
        <MaintenanceFormDialog open={open} homeId={home.id} task={task} onClose={onClose} />
      )}
      sx={{ mt: 1 }}
    />
  );
}

import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { describeMaintenanceRule, formatDate, type Home, type MaintenanceTask } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { DeleteDialog } from '../../../components/delete-dialog';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { LazyDialog } from '../../../components/lazy-dialog';
import { QueryState } from '../../../components/query-state';
import { errorToast } from '../../../components/toast/error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { useRecordDialogs } from '../../../components/use-record-dialogs';
import { useCanEdit } from '../../../lib/household-role';
import { useDeleteMaintenanceTask, useMarkMaintenanceDone } from '../api/maintenance-mutations';
import { maintenanceQueries } from '../api/maintenance-queries';
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
  const tasks = useQuery(maintenanceQueries.ofHome(home.id));
  const canEdit = useCanEdit();
  const { toast } = useToast();
  const dialogs = useRecordDialogs<MaintenanceTask>({
    mutation: useDeleteMaintenanceTask(),
    onDeleted: () => toast({ title: 'Task deleted successfully', variant: 'success' }),
    onFailed: (error, retry) => {
      console.error('Maintenance task delete failed', error);
      toast(errorToast('Failed to delete task', error, retry));
    },
  });

  return (
    <Box sx={{ mt: 1 }}>
      <Typography component="h3" variant="subtitle2">
        Maintenance
      </Typography>
      <QueryState
        query={tasks}
        errorTitle="Failed to fetch maintenance"
        placeholder={<Skeleton variant="text" width="50%" aria-label="Loading maintenance" />}
      >
        {(list) =>
          list.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No maintenance tasks yet
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-label={`Maintenance of ${home.name}`}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {list.map((task) => (
                <TaskRow
                  key={task.id}
                  task={task}
                  onEdit={() => dialogs.openEdit(task)}
                  onDelete={() => dialogs.askDelete(task)}
                />
              ))}
            </Box>
          )
        }
      </QueryState>
      {canEdit && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={dialogs.openAdd}
          aria-label={`Add task to ${home.name}`}
        >
          Add Task
        </Button>
      )}

      <LazyDialog open={dialogs.formOpen}>
        <MaintenanceFormDialog
          open={dialogs.formOpen}
          homeId={home.id}
          task={dialogs.editing}
          onClose={dialogs.closeForm}
        />
      </LazyDialog>
      <DeleteDialog dialogs={dialogs} title="Delete Task">
        Are you sure you want to delete &quot;{dialogs.deleting?.name}&quot; and its log? This action cannot
        be undone.
      </DeleteDialog>
    </Box>
  );
}

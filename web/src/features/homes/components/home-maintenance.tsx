import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { describeMaintenanceRule, formatDate, type Home, type MaintenanceTask } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { useDeleteMaintenanceTask } from '../../../entities/maintenance/api/maintenance-mutations';
import { maintenanceQueries } from '../../../entities/maintenance/api/maintenance-queries';
import { MarkDoneButton } from '../../../entities/maintenance/components/mark-done-button';
import { CardRecordList } from './card-record-list';
import { MaintenanceFormDialog } from './lazy-maintenance-form-dialog';
import { deleteWords } from '../../../components/delete-words';

interface TaskRowProps {
  task: MaintenanceTask;
  onEdit: () => void;
  onDelete: () => void;
}

/** A task: its name and rule, when it is next due, its log (newest first), 'Mark done', 'Edit', 'Delete'. */
function TaskRow({ task, onEdit, onDelete }: TaskRowProps) {
  const log = [...task.log].reverse();
  return (
    <Box component="li" aria-label={task.name} sx={{ py: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {task.name}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {describeMaintenanceRule(task.rule, task.intervalMonths)} · Next due{' '}
            {formatDate(task.nextDueDate)}
          </Typography>
          {task.itemName && (
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              For {task.itemName}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <MarkDoneButton task={task} />
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
        ...deleteWords('Task', 'Maintenance task'),
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

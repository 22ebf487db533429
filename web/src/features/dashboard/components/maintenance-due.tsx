import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatDate, todayLocalDateString } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { maintenanceQueries } from '../../../entities/maintenance/api/maintenance-queries';
import { MarkDoneButton } from '../../../entities/maintenance/components/mark-done-button';
import { HomeRecordCard } from './home-record-card';

/**
 * 'Maintenance due this month' (docs/product.md#dashboard): the household's tasks due by the end of the month,
 * overdue ones too, soonest first, each with its home and 'Mark done'. Loaded after the dashboard
 * (lazy-home-record-cards.tsx) into the space the dashboard keeps for it.
 */
export function MaintenanceDue() {
  const today = todayLocalDateString();
  return (
    <HomeRecordCard
      title="Maintenance due this month"
      query={useQuery(maintenanceQueries.dueThisMonth())}
      errorTitle="Failed to fetch maintenance"
      none="No maintenance due this month"
    >
      {(task) => (
        <ListItem key={task.id} disableGutters secondaryAction={<MarkDoneButton task={task} />}>
          <ListItemText
            primary={`${task.name} · ${task.nextDueDate < today ? 'was due' : 'due'} ${formatDate(task.nextDueDate)}`}
            secondary={task.homeName}
          />
        </ListItem>
      )}
    </HomeRecordCard>
  );
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate, todayLocalDateString } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state';
import { maintenanceQueries } from '../../../entities/maintenance/api/maintenance-queries';
import { MarkDoneButton } from '../../../entities/maintenance/components/mark-done-button';

/**
 * 'Maintenance due this month' (docs/product.md#dashboard): the household's tasks due by the end of the month,
 * overdue ones too, soonest first, each with its home and 'Mark done'. Loaded after the dashboard
 * (lazy-home-record-cards.tsx) into the space the dashboard keeps for it.
 */
export function MaintenanceDue() {
  const due = useQuery(maintenanceQueries.dueThisMonth());
  const today = todayLocalDateString();
  return (
    <Card component="section" aria-labelledby="maintenance-due-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="maintenance-due-title" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          Maintenance due this month
        </Typography>
        <QueryState query={due} errorTitle="Failed to fetch maintenance" placeholder={null}>
          {(tasks) =>
            tasks.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No maintenance due this month
              </Typography>
            ) : (
              <List dense aria-labelledby="maintenance-due-title">
                {tasks.map((task) => (
                  <ListItem key={task.id} disableGutters secondaryAction={<MarkDoneButton task={task} />}>
                    <ListItemText
                      primary={`${task.name} · ${task.nextDueDate < today ? 'was due' : 'due'} ${formatDate(task.nextDueDate)}`}
                      secondary={task.homeName}
                    />
                  </ListItem>
                ))}
              </List>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}

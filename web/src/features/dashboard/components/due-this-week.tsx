import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatCents, formatDate, INSTALLMENT_STATUS_LABELS, todayLocalDateString } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { estimateQueries } from '../../../entities/estimate/api/estimate-queries';
import {
  dueThisWeek,
  installmentLabel,
  type DueInstallment,
} from '../../../entities/estimate/utils/installments';
import { milestoneQueries } from '../../../entities/milestone/api/milestone-queries';
import { TitledCard } from '../../../components/titled-card';

/**
 * The installments of the project's estimates that are overdue, due today or due within 7 days, and
 * whether that is known yet (the estimates, and the milestones when a schedule names one, have answered;
 * or wait for a connection). The dashboard draws nothing below the summary before: the list then shows in
 * its place instead of pushing the cards under it down (issue 50: no layout shift).
 */
export function useDueThisWeek(projectId: number) {
  const estimates = useQuery(estimateQueries.forProject(projectId));
  const scheduled = (estimates.data ?? []).some((estimate) => estimate.paymentSchedule !== null);
  const milestones = useQuery({ ...milestoneQueries.forProject(projectId), enabled: scheduled });
  const loading = (query: { isPending: boolean; fetchStatus: string }) =>
    query.isPending && query.fetchStatus === 'fetching';
  return {
    known: !loading(estimates) && !(scheduled && loading(milestones)),
    due: dueThisWeek(estimates.data ?? [], milestones.data ?? [], todayLocalDateString()),
  };
}

/** 'Due this week' (docs/product.md#dashboard): `due` (useDueThisWeek), overdue first; hidden when empty. */
export function DueThisWeek({ due }: { due: DueInstallment[] }) {
  if (due.length === 0) return null;
  return (
    <TitledCard title="Due this week" titleId="due-this-week-title" sx={{ mt: 2 }}>
      <List dense aria-labelledby="due-this-week-title">
        {due.map(({ estimate, installment, status, leftCents }) => (
          <ListItem key={`${estimate.id}-${installment.id}`} disableGutters>
            <ListItemText
              primary={`${formatCents(leftCents)} · ${estimate.title} (${installmentLabel(installment)})`}
              secondary={`${INSTALLMENT_STATUS_LABELS[status]}${installment.dueDate ? ` · ${formatDate(installment.dueDate)}` : ''}`}
              slotProps={{ secondary: { color: status === 'overdue' ? 'error' : 'text.secondary' } }}
            />
          </ListItem>
        ))}
      </List>
    </TitledCard>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, isPro, PRO_PRICE_LABEL, type SubscriptionStatusView } from '@reno/domain';
import { SubscriptionBadge } from './subscription-badge';
import { UsageMeter } from './usage-meter';
import { TitledCard } from '../../../components/titled-card';

interface PlanCardProps {
  status: SubscriptionStatusView;
  now: Date;
  checking: boolean;
  openingPortal: boolean;
  onCheck: () => void;
  onManage: () => void;
}

/** What the plan says about the dates: renewal, a scheduled end, or an end that has passed. */
function planDates(status: SubscriptionStatusView, pro: boolean): string | null {
  if (status.subscriptionStatus === 'active') {
    return status.renewalDate ? `Renews on ${formatDate(status.renewalDate)}` : null;
  }
  if (status.subscriptionStatus === 'cancelled' && status.endDate) {
    return pro
      ? `Cancelled: Pro features remain until ${formatDate(status.endDate)}`
      : `Your Pro subscription ended on ${formatDate(status.endDate)}`;
  }
  return null;
}

export function PlanCard({ status, now, checking, openingPortal, onCheck, onManage }: PlanCardProps) {
  const pro = isPro(
    { subscriptionStatus: status.subscriptionStatus, subscriptionEndDate: status.endDate },
    now,
  );
  const dates = planDates(status, pro);
  return (
    <TitledCard title="Current Plan" action={<SubscriptionBadge status={status.subscriptionStatus} />}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 1 }}>
        {pro ? 'Pro Plan' : 'Free Plan'}
      </Typography>
      <Typography color="textSecondary">{pro ? `${PRO_PRICE_LABEL}/month` : '$0/month'}</Typography>
      {dates && <Typography sx={{ mt: 1 }}>{dates}</Typography>}

      <Stack spacing={2} sx={{ mt: 3 }}>
        <UsageMeter label="Expenses" count={status.expenseCount} limit={status.expenseLimit} />
        <UsageMeter label="Contractors" count={status.contractorCount} limit={status.contractorLimit} />
      </Stack>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        <Button variant="outlined" onClick={onCheck} disabled={checking}>
          {checking ? 'Checking...' : 'Check Status'}
        </Button>
        {status.subscriptionStatus !== 'free' && (
          <Button variant="contained" onClick={onManage} disabled={openingPortal}>
            {openingPortal ? 'Opening...' : 'Manage Billing'}
          </Button>
        )}
      </Box>
    </TitledCard>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PLAN_LIMIT_MESSAGES, PRO_PRICE_LABEL, usagePercent } from '@reno/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const resources = {
  expenses: { title: 'Expense Limit Reached', noun: 'Expenses', plural: 'expenses' },
  contractors: { title: 'Contractor Limit Reached', noun: 'Contractors', plural: 'contractors' },
} as const;

/**
 * The limit dialog of docs/product.md#plan-limit-dialog: shown instead of the add form when a Free plan limit
 * is reached: usage as count/limit with a progress bar, and a link to /billing.
 */
export function PlanLimitDialog({
  resource,
  open,
  count,
  limit,
  onClose,
}: {
  resource: keyof typeof resources;
  open: boolean;
  count: number;
  limit: number;
  onClose: () => void;
}) {
  const titleId = useId();
  const { title, noun, plural } = resources[resource];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{PLAN_LIMIT_MESSAGES[resource]}</Typography>
        <Typography variant="body2" color="textSecondary">
          {noun} used: {count}/{limit}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={usagePercent(count, limit)}
          aria-label={`${noun} used`}
          sx={{ mt: 1, height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" sx={{ mt: 2 }}>
          Pro is {PRO_PRICE_LABEL} per month with unlimited {plural}. Cancel anytime.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button component={RouterLink} to="/billing" variant="contained" onClick={onClose}>
          Upgrade to Pro
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { FREE_PLAN_LIMITS, PLAN_LIMIT_MESSAGES, PRO_PRICE_LABEL } from '@reno/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Shown instead of the add form when the free plan's expense limit is reached (SPEC §2). */
export function ExpenseLimitDialog({
  open,
  count,
  onClose,
}: {
  open: boolean;
  count: number;
  onClose: () => void;
}) {
  const titleId = useId();
  const limit = FREE_PLAN_LIMITS.expenses;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Expense Limit Reached</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{PLAN_LIMIT_MESSAGES.expenses}</Typography>
        <Typography variant="body2" color="text.secondary">
          Expenses used: {count}/{limit}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, (count / limit) * 100)}
          aria-label="Expenses used"
          sx={{ mt: 1, height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" sx={{ mt: 2 }}>
          Pro is {PRO_PRICE_LABEL} per month with unlimited expenses. Cancel anytime.
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

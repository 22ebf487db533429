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

interface ContractorLimitDialogProps {
  open: boolean;
  count: number;
  limit: number;
  onClose: () => void;
}

/** Shown instead of the add form when the free plan's contractor limit is reached (SPEC §2, §9). */
export function ContractorLimitDialog({ open, count, limit, onClose }: ContractorLimitDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Contractor Limit Reached</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{PLAN_LIMIT_MESSAGES.contractors}</Typography>
        <Typography variant="body2" color="text.secondary">
          Contractors used: {count}/{limit}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={usagePercent(count, limit)}
          aria-label="Contractors used"
          sx={{ mt: 1, height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" sx={{ mt: 2 }}>
          Pro is {PRO_PRICE_LABEL} per month with unlimited contractors. Cancel anytime.
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

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney, type Estimate } from '@reno/domain';
import { useId, type ReactNode } from 'react';
import { estimateProgress, paidLabel, remainingLabel } from '../utils/estimate-progress';
import { storedBreakdown } from '../utils/estimate-fields';
import { AttachmentLink } from './attachment-link';
import { ChangeOrdersSection } from './change-orders-section';
import { RevisedTotals } from './revised-totals';
import { EstimateBreakdownList } from './estimate-breakdown-list';
import { ESTIMATE_STATUS_LABELS, EstimateStatusIcon } from './estimate-status-icon';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </>
  );
}

interface EstimateDetailDialogProps {
  estimate: Estimate | null;
  projectName: string;
  contractorName: string;
  onClose: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Everything about one estimate: its split and tax, payment progress, notes and attachment. */
export function EstimateDetailDialog({
  estimate,
  projectName,
  contractorName,
  onClose,
  onEdit,
  onDelete,
}: EstimateDetailDialogProps) {
  const titleId = useId();
  if (!estimate) return null;
  const progress = estimateProgress(estimate);
  const breakdown = storedBreakdown(estimate);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {estimate.title}
        </Box>
        <EstimateStatusIcon status={estimate.status} />
      </DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
        >
          <Box>
            <Detail label="Status">{ESTIMATE_STATUS_LABELS[estimate.status] ?? estimate.status}</Detail>
          </Box>
          <Box>
            <Detail label="Date">{formatDate(estimate.date)}</Detail>
          </Box>
          <Box>
            <Detail label="Project">{projectName}</Detail>
          </Box>
          <Box>
            <Detail label="Contractor">{contractorName}</Detail>
          </Box>
          <Box>
            <Detail label="Amount">{formatMoney(estimate.amount)}</Detail>
          </Box>
          <Box>
            <Detail label="Split and tax">
              {`${estimate.cashPercentage}% cash · ${estimate.taxedPercentage}% taxed at ${estimate.taxRate}%`}
            </Detail>
          </Box>
        </Box>
        {estimate.description && (
          <Box component="dl" sx={{ m: 0 }}>
            <Detail label="Description">{estimate.description}</Detail>
          </Box>
        )}
        {breakdown && <EstimateBreakdownList breakdown={breakdown} label="Tax breakdown" />}
        <Divider sx={{ my: 2 }} />
        <RevisedTotals estimate={estimate} />
        <ChangeOrdersSection estimate={estimate} />
        <Divider sx={{ my: 2 }} />
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          Payment progress
        </Typography>
        <LinearProgress
          variant="determinate"
          value={progress.percent}
          color={progress.fullyPaid ? 'success' : 'primary'}
          aria-label={`Payment progress for ${estimate.title}`}
          sx={{ height: 8, borderRadius: 4, mb: 1 }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2">{paidLabel(progress, estimate.paidCount)}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {remainingLabel(progress, estimate.status)}
          </Typography>
        </Box>
        {(estimate.notes || estimate.attachmentUrl) && <Divider sx={{ my: 2 }} />}
        {estimate.notes && (
          <Box component="dl" sx={{ m: 0 }}>
            <Detail label="Notes">{estimate.notes}</Detail>
          </Box>
        )}
        {estimate.attachmentUrl && <AttachmentLink reference={estimate.attachmentUrl} />}
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={onDelete}>
          Delete
        </Button>
        <Button onClick={onEdit}>Edit</Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

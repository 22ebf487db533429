import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney, type Estimate } from '@reno/domain';
import { useId, useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog';
import { Detail, DetailActions, type DetailActionsProps } from '../../../components/detail';
import { RecordAttribution } from '../../../entities/household/components/record-attribution';
import { storedBreakdown } from '../utils/estimate-fields';
import { estimateProgress, paidLabel, remainingLabel } from '../utils/estimate-progress';
import { AttachmentLink } from './attachment-link';
import { ChangeOrdersSection } from './change-orders-section';
import { InstallmentList } from './installment-list';
import { PaymentScheduleDialog } from './lazy-payment-schedule-dialog';
import { EstimateBreakdownList } from './estimate-breakdown-list';
import { ESTIMATE_STATUS_LABELS, EstimateStatusIcon } from './estimate-status-icon';
import { PaymentProgressBar } from './payment-progress-bar';
import { RevisedTotals } from './revised-totals';

interface EstimateDetailDialogProps extends DetailActionsProps {
  estimate: Estimate | null;
  projectName: string;
  contractorName: string;
}

/** Everything about one estimate: its split and tax, payment progress, notes and attachment. */
export function EstimateDetailDialog({
  estimate,
  projectName,
  contractorName,
  ...actions
}: EstimateDetailDialogProps) {
  const titleId = useId();
  const [editingSchedule, setEditingSchedule] = useState(false);
  if (!estimate) return null;
  const breakdown = storedBreakdown(estimate);

  return (
    <Dialog open onClose={actions.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {estimate.title}
        </Box>
        <EstimateStatusIcon status={estimate.status} />
      </DialogTitle>
      <DialogContent>
        <EstimateFacts estimate={estimate} projectName={projectName} contractorName={contractorName} />
        {breakdown && <EstimateBreakdownList breakdown={breakdown} label="Tax breakdown" />}
        <Divider sx={{ my: 2 }} />
        <RevisedTotals estimate={estimate} />
        <ChangeOrdersSection estimate={estimate} />
        <Divider sx={{ my: 2 }} />
        <PaymentProgress estimate={estimate} />
        <Divider sx={{ my: 2 }} />
        <InstallmentList estimate={estimate} onEditSchedule={() => setEditingSchedule(true)} />
        <LazyDialog open={editingSchedule}>
          <PaymentScheduleDialog
            open={editingSchedule}
            estimate={estimate}
            onClose={() => setEditingSchedule(false)}
          />
        </LazyDialog>
        {(estimate.notes || estimate.attachmentUrl) && <Divider sx={{ my: 2 }} />}
        <TextDetail label="Notes" text={estimate.notes} />
        {estimate.attachmentUrl && <AttachmentLink reference={estimate.attachmentUrl} />}
        <Divider sx={{ my: 2 }} />
        <RecordAttribution record={estimate} withChanges />
      </DialogContent>
      <DetailActions {...actions} />
    </Dialog>
  );
}

/** Status, date, project, contractor, amount, split and tax in two columns; then the description. */
function EstimateFacts({
  estimate,
  projectName,
  contractorName,
}: Pick<EstimateDetailDialogProps, 'projectName' | 'contractorName'> & { estimate: Estimate }) {
  const facts = [
    { label: 'Status', value: ESTIMATE_STATUS_LABELS[estimate.status] ?? estimate.status },
    { label: 'Date', value: formatDate(estimate.date) },
    { label: 'Project', value: projectName },
    { label: 'Contractor', value: contractorName },
    { label: 'Amount', value: formatMoney(estimate.amount) },
    {
      label: 'Split and tax',
      value: `${estimate.cashPercentage}% cash · ${estimate.taxedPercentage}% taxed at ${estimate.taxRate}%`,
    },
  ];
  return (
    <>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
      >
        {facts.map((fact) => (
          <Box key={fact.label}>
            <Detail label={fact.label} text>
              {fact.value}
            </Detail>
          </Box>
        ))}
      </Box>
      <TextDetail label="Description" text={estimate.description} />
    </>
  );
}

/** The paid share as a bar, what is paid and what remains. */
function PaymentProgress({ estimate }: { estimate: Estimate }) {
  const progress = estimateProgress(estimate);
  return (
    <>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        Payment progress
      </Typography>
      <PaymentProgressBar estimate={estimate} progress={progress} spaced />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2">{paidLabel(progress, estimate.paidCount)}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {remainingLabel(progress, estimate.status)}
        </Typography>
      </Box>
    </>
  );
}

/** A text of the user's (description, notes) under its label; nothing when there is none. */
function TextDetail({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Detail label={label} text>
        {text}
      </Detail>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  formatMoney,
  INSTALLMENT_STATUS_LABELS,
  toCents,
  type Estimate,
  type InstallmentStatus,
  type InstallmentView,
  type Milestone,
} from '@reno/domain';
import { installmentLabel, missingWaiverText, statusOf } from '../../../entities/estimate/utils/installments';
import { useCanEdit, useIsOwner } from '../../../lib/household-role';
import { useInstallmentDay } from '../hooks/use-installment-day';
import { LienWaiverControls } from './lien-waiver-controls';

const STATUS_COLORS: Record<InstallmentStatus, 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  paid: 'success',
  partlyPaid: 'info',
  due: 'warning',
  overdue: 'error',
  upcoming: 'default',
};

/** When it is due: 'Dec 4, 2025', or 'When Framing complete completes'. */
function dueWords(installment: InstallmentView, milestones: readonly Milestone[]): string {
  if (installment.dueDate) return formatDate(installment.dueDate);
  const milestone = milestones.find((candidate) => candidate.id === installment.milestoneId);
  return milestone ? `When ${milestone.title} completes` : 'When its milestone completes';
}

/**
 * 'Payment schedule' in the estimate's details (docs/product.md#estimate-detail): each installment's
 * amount, what is paid, its status and its lien waiver; the owner sets the schedule ('Set payment
 * schedule' / 'Edit payment schedule').
 */
export function InstallmentList({
  estimate,
  onEditSchedule,
}: {
  estimate: Estimate;
  onEditSchedule: () => void;
}) {
  const { milestones, today } = useInstallmentDay(estimate);
  const canEdit = useCanEdit();
  const isOwner = useIsOwner();
  const schedule = estimate.paymentSchedule;
  return (
    <Box component="section" aria-label="Payment schedule" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" variant="subtitle2" sx={{ flexGrow: 1 }}>
          Payment schedule
        </Typography>
        {isOwner && (
          <Button size="small" onClick={onEditSchedule}>
            {schedule ? 'Edit payment schedule' : 'Set payment schedule'}
          </Button>
        )}
      </Box>
      {!schedule ? (
        <Typography variant="body2" color="textSecondary">
          No payment schedule
        </Typography>
      ) : (
        <>
          <Box
            component="ol"
            aria-label="Installments"
            sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
          >
            {schedule.installments.map((installment) => (
              <InstallmentRow
                key={installment.id}
                estimate={estimate}
                installment={installment}
                milestones={milestones}
                today={today}
                canEdit={canEdit}
              />
            ))}
          </Box>
          {(toCents(schedule.retainageHeld) ?? 0) > 0 && (
            <Typography variant="body2">{`Retainage held: ${formatMoney(schedule.retainageHeld)}`}</Typography>
          )}
        </>
      )}
    </Box>
  );
}

interface InstallmentRowProps {
  estimate: Estimate;
  installment: InstallmentView;
  milestones: readonly Milestone[];
  today: string;
  canEdit: boolean;
}

/** One installment: its name, status, missing waiver, amounts, and for editors its lien waiver. */
function InstallmentRow({ estimate, installment, milestones, today, canEdit }: InstallmentRowProps) {
  const status = statusOf(installment, milestones, today);
  const missing = missingWaiverText(installment);
  const name = installmentLabel(installment);
  return (
    <Box
      component="li"
      aria-label={name}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{name}</Typography>
        <Chip size="small" label={INSTALLMENT_STATUS_LABELS[status]} color={STATUS_COLORS[status]} />
        {missing && <Chip size="small" variant="outlined" color="warning" label={missing} />}
      </Box>
      <Typography variant="body2" color="textSecondary">
        {`${formatMoney(installment.amountDue)} · ${dueWords(installment, milestones)} · ${formatMoney(installment.paid)} paid`}
        {(toCents(installment.retained) ?? 0) > 0 && ` · ${formatMoney(installment.retained)} retained`}
      </Typography>
      {canEdit && (installment.waiver || missing) && (
        <LienWaiverControls estimate={estimate} installment={installment} />
      )}
    </Box>
  );
}

import Typography from '@mui/material/Typography';
import { formatMoney, toCents, type Estimate } from '@reno/domain';
import { nextPaymentText } from '../../../entities/estimate/utils/installments';
import { useInstallmentDay } from '../hooks/use-installment-day';

/**
 * On the estimate card: 'Next: $2,400 due Dec 4 (Framing complete)' and the retainage held; nothing
 * without a schedule. Once all is paid the card's 'Fully paid' says so.
 */
export function NextPayment({ estimate }: { estimate: Estimate }) {
  const { milestones, today } = useInstallmentDay(estimate);
  const schedule = estimate.paymentSchedule;
  if (!schedule) return null;
  const next = nextPaymentText(schedule, milestones, today);
  const held = (toCents(schedule.retainageHeld) ?? 0) > 0;
  return (
    <>
      {next && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {next}
        </Typography>
      )}
      {held && (
        <Typography variant="body2" color="textSecondary">
          {`Retainage held: ${formatMoney(schedule.retainageHeld)}`}
        </Typography>
      )}
    </>
  );
}

import Typography from '@mui/material/Typography';
import { formatMoney, toCents, type ProjectForecast } from '@reno/domain';

/**
 * 'Payments: $X scheduled · $Y paid · $Z retained' (docs/product.md#budget-screen): the payment schedules
 * of the approved estimates; nothing when none has one.
 */
export function ForecastPaymentsLine({ forecast }: { forecast: ProjectForecast }) {
  const { payments } = forecast;
  if ((toCents(payments.scheduled) ?? 0) === 0) return null;
  return (
    <Typography aria-label="Scheduled payments" sx={{ mb: 2 }}>
      {`Payments: ${formatMoney(payments.scheduled)} scheduled · ${formatMoney(payments.paid)} paid · ${formatMoney(payments.retained)} retained`}
    </Typography>
  );
}

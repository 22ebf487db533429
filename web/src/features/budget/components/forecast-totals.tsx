import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney, type ProjectForecast } from '@reno/domain';
import { contingencyInWords, isOver, varianceInWords } from '../../../lib/format-variance';

/** Where the project is heading: its projected final cost against the budget, and the contingency left. */
export function ForecastTotals({ forecast }: { forecast: ProjectForecast }) {
  return (
    <Box
      component="section"
      aria-label="Projected final cost"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 3, rowGap: 0.5, mb: 2 }}
    >
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        Projected final cost: {formatMoney(forecast.projectedTotal)}
      </Typography>
      <Typography sx={{ fontWeight: 600, color: isOver(forecast.variance) ? 'error.main' : 'success.main' }}>
        {varianceInWords(forecast.variance, 'budget')}
      </Typography>
      <Typography color={isOver(forecast.contingencyRemaining) ? 'error' : 'textSecondary'}>
        {contingencyInWords(forecast.contingencyRemaining)}
      </Typography>
    </Box>
  );
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { contingencyInWords, isOver, varianceInWords } from '../../../lib/format-variance';
import { budgetQueries } from '../../../entities/budget/api/budget-queries';

/** Beside the six summary cards: what the project will cost, against the budget, and the contingency left. */
export function ProjectedCostCard({ projectId }: { projectId: number }) {
  const forecast = useQuery(budgetQueries.forecast(projectId));
  return (
    <Card
      component="section"
      aria-labelledby="projected-cost-title"
      aria-busy={forecast.isPending || undefined}
      sx={{ mt: 2 }}
    >
      <CardContent>
        <Typography id="projected-cost-title" variant="body2" color="textSecondary" component="h2">
          Projected final cost
        </Typography>
        {forecast.isError ? (
          <Typography color="error">Failed to fetch the forecast</Typography>
        ) : (
          // While loading, each line holds a skeleton of its own size: the card keeps its height.
          <>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {forecast.isPending ? (
                <Skeleton variant="text" width="40%" data-testid="projected-cost-skeleton" />
              ) : (
                formatMoney(forecast.data.projectedTotal)
              )}
            </Typography>
            <Typography
              sx={{
                fontWeight: 600,
                color: forecast.data && isOver(forecast.data.variance) ? 'error.main' : 'success.main',
              }}
            >
              {forecast.isPending ? (
                <Skeleton variant="text" width="55%" />
              ) : (
                varianceInWords(forecast.data.variance, 'budget')
              )}
            </Typography>
            <Typography
              variant="body2"
              color={forecast.data && isOver(forecast.data.contingencyRemaining) ? 'error' : 'textSecondary'}
            >
              {forecast.isPending ? (
                <Skeleton variant="text" width="50%" />
              ) : (
                contingencyInWords(forecast.data.contingencyRemaining)
              )}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatMoney, type ProjectSummary } from '@reno/domain';
import { formatPercent } from '../../../lib/format-percent';

interface SummaryCard {
  title: string;
  value: (summary: ProjectSummary) => string;
  hint?: string;
}

const CARDS: SummaryCard[] = [
  { title: 'Total Budget', value: (summary) => formatMoney(summary.totalBudget) },
  { title: 'Total Spent', value: (summary) => formatMoney(summary.totalSpent) },
  { title: 'Remaining', value: (summary) => formatMoney(summary.remaining) },
  { title: 'Budget Used', value: (summary) => formatPercent(summary.budgetUsedPercent) },
  { title: 'Total Approved Estimates', value: (summary) => formatMoney(summary.totalEstimates) },
  { title: 'Paid Estimates', value: (summary) => formatMoney(summary.paidEstimates) },
];

export function SummaryCards({
  summary,
  loading,
}: {
  summary: ProjectSummary | undefined;
  loading: boolean;
}) {
  return (
    <Box
      component="ul"
      aria-label="Budget summary"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
      }}
    >
      {CARDS.map((card) => (
        <Card component="li" key={card.title} aria-busy={loading || undefined}>
          <CardContent>
            <Typography variant="body2" color="text.secondary" component="h2">
              {card.title}
            </Typography>
            {loading || !summary ? (
              <Skeleton variant="text" width="60%" sx={{ fontSize: 28 }} data-testid="summary-skeleton" />
            ) : (
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {card.value(summary)}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

import { memo } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatCents, formatMoney, toCents, type ProjectSummary } from '@reno/domain';
import { formatPercent } from '../../../lib/format-percent';

interface SummaryCard {
  title: string;
  value: (summary: ProjectSummary) => string;
  /** Turns red when the spending passed the budget; 'says-how-much' also says by how much, under its figure. */
  warnsOverBudget?: boolean | 'says-how-much';
}

const CARDS: SummaryCard[] = [
  { title: 'Total Budget', value: (summary) => formatMoney(summary.totalBudget) },
  { title: 'Total Spent', value: (summary) => formatMoney(summary.totalSpent) },
  {
    title: 'Remaining',
    value: (summary) => formatMoney(summary.remaining),
    warnsOverBudget: 'says-how-much',
  },
  {
    title: 'Budget Used',
    value: (summary) => formatPercent(summary.budgetUsedPercent),
    warnsOverBudget: true,
  },
  { title: 'Total Approved Estimates', value: (summary) => formatMoney(summary.totalEstimates) },
  { title: 'Paid Estimates', value: (summary) => formatMoney(summary.paidEstimates) },
];

/** The amount spent past the budget ('$2,192.52'), or null within it. */
function overBudgetAmount(summary: ProjectSummary | undefined): string | null {
  const remainingCents = summary ? (toCents(summary.remaining) ?? 0) : 0;
  return remainingCents < 0 ? formatCents(-remainingCents) : null;
}

/** Memoised: the dashboard passes it deferred data, so re-rendering with unchanged props is skipped. */
export const SummaryCards = memo(function SummaryCards({
  summary,
  loading,
}: {
  summary: ProjectSummary | undefined;
  loading: boolean;
}) {
  const over = overBudgetAmount(summary);
  return (
    <>
      <Box
        component="ul"
        aria-label="Budget summary"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          // Two across even on a phone: the six key figures fit its first screen.
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
          gap: { xs: 1, sm: 2 },
        }}
      >
        {CARDS.map((card) => {
          const warn = !!over && card.warnsOverBudget;
          return (
            <Card
              component="li"
              key={card.title}
              aria-busy={loading || undefined}
              sx={warn ? { borderColor: 'error.main', borderWidth: 2 } : undefined}
              data-over-budget={warn || undefined}
            >
              <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 3 } } }}>
                <Typography variant="body2" color="text.secondary" component="h2">
                  {card.title}
                </Typography>
                {/* The skeleton sits in the figure's own line, so the card keeps its height when it loads. */}
                <Typography
                  variant="h5"
                  component="p"
                  sx={{
                    fontWeight: 700,
                    fontSize: { xs: '1.125rem', sm: '1.5rem' },
                    color: warn ? 'error.main' : undefined,
                  }}
                >
                  {loading || !summary ? (
                    <Skeleton variant="text" width="60%" data-testid="summary-skeleton" />
                  ) : (
                    card.value(summary)
                  )}
                </Typography>
                {/* Under 'Remaining', a line held from the first paint for '{amount} over budget': the words
                    arriving with fresher figures (a cached summary refetched) move nothing. */}
                {card.warnsOverBudget === 'says-how-much' && (
                  <Typography
                    variant="body2"
                    role={over ? 'alert' : undefined}
                    aria-hidden={!over || undefined}
                    sx={{ color: 'error.main', fontWeight: 600 }}
                  >
                    {over ? `${over} over budget` : '\u00a0'}
                  </Typography>
                )}
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </>
  );
});

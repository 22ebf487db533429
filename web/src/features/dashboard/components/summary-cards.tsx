import { memo } from 'react';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
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

/**
 * The six cards' insides, as CardContent and Typography drew them, in one style on the list: emotion
 * serializes it once, where a CardContent and two or three Typographies per card, each with responsive `sx`,
 * cost a styled render each on every render of the cards (issue 50). Two across even on a phone: the six key
 * figures fit its first screen. The title in the secondary text colour, the figure in the primary.
 */
const SummaryList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: theme.spacing(1),
  [theme.breakpoints.up('sm')]: { gap: theme.spacing(2) },
  [theme.breakpoints.up('xl')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  '& > li[data-over-budget]': { borderColor: theme.palette.error.main, borderWidth: 2 },
  '& .summary-card-content': {
    padding: theme.spacing(1.5),
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(2, 2, 3) },
  },
  '& .summary-card-title': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
  '& .summary-card-figure': {
    ...theme.typography.h5,
    margin: 0,
    fontWeight: 700,
    fontSize: '1.125rem',
    [theme.breakpoints.up('sm')]: { fontSize: '1.5rem' },
  },
  '& [data-over-budget] .summary-card-figure': { color: theme.palette.error.main },
  '& .summary-card-over': {
    ...theme.typography.body2,
    margin: 0,
    color: theme.palette.error.main,
    fontWeight: 600,
  },
}));

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
    <SummaryList aria-label="Budget summary">
      {CARDS.map((card) => {
        const warn = !!over && card.warnsOverBudget;
        return (
          <Card
            component="li"
            key={card.title}
            aria-busy={loading || undefined}
            data-over-budget={warn || undefined}
          >
            <div className="summary-card-content">
              <h2 className="summary-card-title">{card.title}</h2>
              {/* The skeleton sits in the figure's own line, so the card keeps its height when it loads. */}
              <p className="summary-card-figure">
                {loading || !summary ? (
                  <Skeleton variant="text" width="60%" data-testid="summary-skeleton" />
                ) : (
                  card.value(summary)
                )}
              </p>
              {/* Under 'Remaining', a line held from the first paint for '{amount} over budget': the words
                  arriving with fresher figures (a cached summary refetched) move nothing. */}
              {card.warnsOverBudget === 'says-how-much' && (
                <p
                  className="summary-card-over"
                  role={over ? 'alert' : undefined}
                  aria-hidden={!over || undefined}
                >
                  {over ? `${over} over budget` : '\u00a0'}
                </p>
              )}
            </div>
          </Card>
        );
      })}
    </SummaryList>
  );
});

import { memo } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import { compareIsoStrings, RECENT_EXPENSES_COUNT, SKELETON_PLACEHOLDERS, type Expense } from '@reno/domain';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { TitledCard } from '../../../components/titled-card';
import { ExpenseSummary, expenseSummaryStyles } from '../../../entities/expense/components/expense-summary';

/** The newest expenses: the first 4 by date descending, then by creation (docs/product.md#dashboard). */
function selectRecentExpenses(expenses: readonly Expense[], count: number = RECENT_EXPENSES_COUNT) {
  return [...expenses]
    .sort(
      (a, b) =>
        compareIsoStrings(b.date, a.date) || compareIsoStrings(b.createdAt, a.createdAt) || b.id - a.id,
    )
    .slice(0, count);
}

/** The rows' look in one style on the list, serialized once rather than per row (issue 50). */
const RecentList = styled(List)(({ theme }) => ({
  '& .recent-expense': {
    gap: theme.spacing(2),
    borderRadius: theme.shape.borderRadius,
    paddingLeft: theme.spacing(1),
    paddingRight: theme.spacing(1),
    alignItems: 'center',
  },
  ...expenseSummaryStyles(theme),
}));

interface RecentExpensesProps {
  expenses: readonly Expense[] | undefined;
  loading: boolean;
  onOpen: (expense: Expense) => void;
}

/** Memoised: the dashboard passes it deferred data, so re-rendering with unchanged props is skipped. */
export const RecentExpenses = memo(function RecentExpenses({
  expenses,
  loading,
  onOpen,
}: RecentExpensesProps) {
  const recent = selectRecentExpenses(expenses ?? []);
  return (
    <TitledCard
      title="Recent Expenses"
      titleGap={1}
      action={
        <Button component={RouterLink} to="/expenses" size="small">
          View all
        </Button>
      }
    >
      {loading ? (
        Array.from({ length: SKELETON_PLACEHOLDERS }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={56} sx={{ mb: 1 }} data-testid="expense-skeleton" />
        ))
      ) : recent.length === 0 ? (
        <EmptyState
          icon={<ReceiptLongIcon />}
          title="No expenses yet"
          description="Add your first expense to get started"
        />
      ) : (
        <RecentList disablePadding aria-label="Recent expenses">
          {recent.map((expense) => (
            // A list holds list items; the button lives inside one (axe: 'list').
            <ListItem key={expense.id} disablePadding>
              <ListItemButton className="recent-expense" onClick={() => onOpen(expense)}>
                <ExpenseSummary expense={expense} look="line" />
              </ListItemButton>
            </ListItem>
          ))}
        </RecentList>
      )}
    </TitledCard>
  );
});

import CardActionArea from '@mui/material/CardActionArea';
import { styled } from '@mui/material/styles';
import { contractorNameFor } from '../utils/expenses-csv';
import { ExpenseSummary, expenseSummaryStyles } from '../../../entities/expense/components/expense-summary';
import { ExpenseRowActions, type ExpenseListProps } from './expense-row-actions';

/**
 * The cards' look, as MUI's outlined Card, CardContent and CardActions draw it, in one style on the list:
 * emotion serializes it once, where a Card, a CardContent, a CardActions, two Boxes and five Typographies
 * per card each cost a styled render when the page's rows arrive (issue 50).
 */
const CardList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
  '& > li': {
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
  },
  '& .expense-card-content': {
    display: 'flex',
    gap: theme.spacing(2),
    alignItems: 'center',
    padding: theme.spacing(2),
  },
  '& .expense-card-actions': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    padding: theme.spacing(0, 1, 1),
    '& > :not(style) ~ :not(style)': { marginLeft: theme.spacing(1) },
  },
  ...expenseSummaryStyles(theme),
}));

/** Narrow screens: one card per expense. */
export function ExpenseCardList({ expenses, contractors, ...actions }: ExpenseListProps) {
  return (
    <CardList aria-label="Expenses">
      {expenses.map((expense) => (
        <li key={expense.id}>
          <CardActionArea onClick={() => actions.onOpen(expense)}>
            <div className="expense-card-content">
              <ExpenseSummary expense={expense} look="card" extra={contractorNameFor(expense, contractors)} />
            </div>
          </CardActionArea>
          <div className="expense-card-actions">
            <ExpenseRowActions expense={expense} {...actions} />
          </div>
        </li>
      ))}
    </CardList>
  );
}

import CardActionArea from '@mui/material/CardActionArea';
import { styled } from '@mui/material/styles';
import { expenseCategoryLabel, formatDate, formatMoney, paymentMethodLabel } from '@reno/domain';
import { contractorNameFor } from '../utils/expenses-csv';
import { CategoryAvatar } from '../../../entities/expense/components/category-icon';
import { RecordAttribution } from '../../../entities/household/components/record-attribution';
import { ExpenseRowActions, type ExpenseListProps } from './expense-row-actions';

/**
 * The cards' look, as MUI's outlined Card, CardContent, Typography and CardActions draw it, in one style
 * on the list: emotion serializes and inserts it once, where a Card, a CardContent, two Boxes and five
 * Typographies per card cost a styled render each (and their classes a commit's style insertion) when the
 * page's rows arrive (issue 50).
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
  '& .expense-card-text': { flexGrow: 1, minWidth: 0 },
  '& .expense-card-figures': { textAlign: 'right', flexShrink: 0 },
  '& .expense-card-description, & .expense-card-amount': { ...theme.typography.body1, margin: 0 },
  '& .expense-card-description': { fontWeight: 600, overflowWrap: 'anywhere' },
  '& .expense-card-amount': { fontWeight: 700 },
  // Drawn as the Typography body2 with color="text.secondary" before it, which MUI 9 ignores (it reads
  // 'textSecondary'): the primary text colour, kept so that the card looks as it did.
  '& .expense-card-detail': { ...theme.typography.body2, margin: 0 },
  '& .expense-card-actions': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    padding: theme.spacing(0, 1, 1),
    '& > :not(style) ~ :not(style)': { marginLeft: theme.spacing(1) },
  },
}));

/** Narrow screens: one card per expense. */
export function ExpenseCardList({ expenses, contractors, ...actions }: ExpenseListProps) {
  return (
    <CardList aria-label="Expenses">
      {expenses.map((expense) => {
        const contractor = contractorNameFor(expense, contractors);
        return (
          <li key={expense.id}>
            <CardActionArea onClick={() => actions.onOpen(expense)}>
              <div className="expense-card-content">
                <CategoryAvatar category={expense.category} />
                <div className="expense-card-text">
                  <p className="expense-card-description">{expense.description}</p>
                  <p className="expense-card-detail">
                    {expenseCategoryLabel(expense.category)} • {paymentMethodLabel(expense.paymentMethod)}
                  </p>
                  {contractor && <p className="expense-card-detail">{contractor}</p>}
                  <RecordAttribution record={expense} />
                </div>
                <div className="expense-card-figures">
                  <p className="expense-card-amount">{formatMoney(expense.amount)}</p>
                  <p className="expense-card-detail">{formatDate(expense.date)}</p>
                </div>
              </div>
            </CardActionArea>
            <div className="expense-card-actions">
              <ExpenseRowActions expense={expense} {...actions} />
            </div>
          </li>
        );
      })}
    </CardList>
  );
}

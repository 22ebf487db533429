import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { expenseCategoryLabel, formatDate, formatMoney, paymentMethodLabel } from '@reno/domain';
import { contractorNameFor } from '../utils/expenses-csv';
import { CategoryAvatar } from '../../../entities/expense/components/category-icon';
import { RecordAttribution } from '../../../entities/household/components/record-attribution';
import { ExpenseRowActions, type ExpenseListProps } from './expense-row-actions';

/** Narrow screens: one card per expense. */
export function ExpenseCardList({ expenses, contractors, ...actions }: ExpenseListProps) {
  return (
    <Box
      component="ul"
      aria-label="Expenses"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {expenses.map((expense) => {
        const contractor = contractorNameFor(expense, contractors);
        return (
          <Card component="li" key={expense.id}>
            <CardActionArea onClick={() => actions.onOpen(expense)}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                <CategoryAvatar category={expense.category} />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {expense.description}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {expenseCategoryLabel(expense.category)} • {paymentMethodLabel(expense.paymentMethod)}
                  </Typography>
                  {contractor && (
                    <Typography variant="body2" color="text.secondary">
                      {contractor}
                    </Typography>
                  )}
                  <RecordAttribution record={expense} />
                </Box>
                <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{formatMoney(expense.amount)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDate(expense.date)}
                  </Typography>
                </Box>
              </CardContent>
            </CardActionArea>
            <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
              <ExpenseRowActions expense={expense} {...actions} />
            </CardActions>
          </Card>
        );
      })}
    </Box>
  );
}

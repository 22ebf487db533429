import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { contractorNameFor } from '../utils/expenses-csv';
import { ExpenseSummary } from '../../../entities/expense/components/expense-summary';
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
                <ExpenseSummary
                  expense={expense}
                  look="card"
                  extra={
                    contractor && (
                      <Typography variant="body2" color="text.secondary">
                        {contractor}
                      </Typography>
                    )
                  }
                />
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

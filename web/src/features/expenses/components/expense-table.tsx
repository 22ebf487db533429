import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { expenseCategoryLabel, formatDate, formatMoney, paymentMethodLabel } from '@reno/domain';
import { contractorNameFor } from '../utils/expenses-csv';
import { CategoryAvatar } from '../../../entities/expense/components/category-icon';
import { RecordAttribution } from '../../../entities/household/components/record-attribution';
import { ExpenseRowActions, type ExpenseListProps } from './expense-row-actions';

/**
 * Wide screens: Date, Description, Category, Payment Method, Contractor, Amount, Actions
 * (docs/product.md#expenses-screen).
 */
export function ExpenseTable({ expenses, contractors, ...actions }: ExpenseListProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Expenses">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Payment Method</TableCell>
            <TableCell>Contractor</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {expenses.map((expense) => (
            <TableRow key={expense.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(expense.date)}</TableCell>
              <TableCell>
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  onClick={() => actions.onOpen(expense)}
                >
                  {expense.description}
                </Link>
                <RecordAttribution record={expense} />
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <CategoryAvatar category={expense.category} />
                  {expenseCategoryLabel(expense.category)}
                </Box>
              </TableCell>
              <TableCell>{paymentMethodLabel(expense.paymentMethod)}</TableCell>
              <TableCell>{contractorNameFor(expense, contractors) || '—'}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatMoney(expense.amount)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <ExpenseRowActions expense={expense} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

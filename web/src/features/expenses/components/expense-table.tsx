import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { styled } from '@mui/material/styles';
import { expenseCategoryLabel, formatDate, formatMoney, paymentMethodLabel } from '@reno/domain';
import { contractorNameFor } from '../utils/expenses-csv';
import { CategoryAvatar } from '../../../entities/expense/components/category-icon';
import { RecordAttribution } from '../../../entities/household/components/record-attribution';
import { ExpenseRowActions, type ExpenseListProps } from './expense-row-actions';

/**
 * The body's rows and cells, as MUI's hovered TableRow and body TableCell draw them, in one style on the
 * table: emotion serializes it once, where seven TableCells and a TableRow per row, and a class per cell's
 * `sx`, cost a styled render each when the page's rows arrive (issue 50). The header keeps MUI's cells.
 */
const RowsTable = styled(Table)(({ theme }) => ({
  '& tbody tr': {
    color: 'inherit',
    verticalAlign: 'middle',
    outline: 0,
    '&:hover': { backgroundColor: theme.palette.action.hover },
  },
  '& tbody td': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
    textAlign: 'left',
    padding: 16,
  },
  '& td.expense-nowrap': { whiteSpace: 'nowrap' },
  '& td.expense-end': { textAlign: 'right', whiteSpace: 'nowrap' },
  '& td.expense-amount': { fontWeight: 600 },
  '& .expense-category': { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
}));

/**
 * Wide screens: Date, Description, Category, Payment Method, Contractor, Amount, Actions
 * (docs/product.md#expenses-screen).
 */
export function ExpenseTable({ expenses, contractors, ...actions }: ExpenseListProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <RowsTable aria-label="Expenses">
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
            <tr key={expense.id}>
              <td className="expense-nowrap">{formatDate(expense.date)}</td>
              <td>
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  onClick={() => actions.onOpen(expense)}
                >
                  {expense.description}
                </Link>
                <RecordAttribution record={expense} />
              </td>
              <td>
                <div className="expense-category">
                  <CategoryAvatar category={expense.category} />
                  {expenseCategoryLabel(expense.category)}
                </div>
              </td>
              <td>{paymentMethodLabel(expense.paymentMethod)}</td>
              <td>{contractorNameFor(expense, contractors) || '—'}</td>
              <td className="expense-end expense-amount">{formatMoney(expense.amount)}</td>
              <td className="expense-end">
                <ExpenseRowActions expense={expense} {...actions} />
              </td>
            </tr>
          ))}
        </TableBody>
      </RowsTable>
    </TableContainer>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  expenseCategoryLabel,
  formatDate,
  formatMoney,
  paymentMethodLabel,
  type Expense,
} from '@reno/domain';
import type { ReactNode } from 'react';
import { RecordAttribution } from '../../household/components/record-attribution';
import { CategoryAvatar } from './category-icon';

interface ExpenseSummaryProps {
  expense: Expense;
  /** 'line': each text on one line, cut short (the dashboard's list); 'card': wrapped and bolder (a card). */
  look: 'line' | 'card';
  /** A line under the category and payment method (the contractor's name). */
  extra?: ReactNode;
}

/**
 * An expense at a glance, for a row to hold: its category's avatar; its description, category and payment
 * method and who recorded it; its amount and date on the right.
 */
export function ExpenseSummary({ expense, look, extra }: ExpenseSummaryProps) {
  const card = look === 'card';
  return (
    <>
      <CategoryAvatar category={expense.category} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          noWrap={!card}
          sx={{ fontWeight: card ? 600 : 500, overflowWrap: card ? 'anywhere' : undefined }}
        >
          {expense.description}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap={!card}>
          {expenseCategoryLabel(expense.category)} • {paymentMethodLabel(expense.paymentMethod)}
        </Typography>
        {extra}
        <RecordAttribution record={expense} />
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Typography sx={{ fontWeight: card ? 700 : 600 }}>{formatMoney(expense.amount)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(expense.date)}
        </Typography>
      </Box>
    </>
  );
}

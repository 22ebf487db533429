import type { Theme } from '@mui/material/styles';
import {
  expenseCategoryLabel,
  formatDate,
  formatMoney,
  paymentMethodLabel,
  type Expense,
} from '@reno/domain';
import { RecordAttribution } from '../../household/components/record-attribution';
import { CategoryAvatar } from './category-icon';

interface ExpenseSummaryProps {
  expense: Expense;
  /** 'line': each text on one line, cut short (the dashboard's list); 'card': wrapped and bolder (a card). */
  look: 'line' | 'card';
  /** A line under the category and payment method (the contractor's name). */
  extra?: string;
}

/**
 * An expense at a glance, for a row to hold: its category's avatar; its description, category and payment
 * method and who recorded it; its amount and date on the right. Plain elements with classes, drawn by
 * `expenseSummaryStyles` in the style of the list that holds the rows: emotion serializes that once per
 * list, where a Box and a Typography per line cost a styled render each per row (issue 50).
 */
export function ExpenseSummary({ expense, look, extra }: ExpenseSummaryProps) {
  return (
    <>
      <CategoryAvatar category={expense.category} />
      <div className="expense-summary-text">
        <p className={`expense-summary-description expense-summary-${look}`}>{expense.description}</p>
        <p className={`expense-summary-detail expense-summary-${look}`}>
          {expenseCategoryLabel(expense.category)} • {paymentMethodLabel(expense.paymentMethod)}
        </p>
        {extra && <p className="expense-summary-detail">{extra}</p>}
        <RecordAttribution record={expense} />
      </div>
      <div className="expense-summary-figures">
        <p className={`expense-summary-amount expense-summary-${look}`}>{formatMoney(expense.amount)}</p>
        <p className="expense-summary-detail">{formatDate(expense.date)}</p>
      </div>
    </>
  );
}

/**
 * What `ExpenseSummary` looks like, for the style of the list holding the rows: the Typography body1 and
 * body2 lines, bold or cut short as the look says; the details in the secondary text colour.
 */
export function expenseSummaryStyles(theme: Theme) {
  const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
  return {
    '& .expense-summary-text': { flexGrow: 1, minWidth: 0 },
    '& .expense-summary-figures': { textAlign: 'right', flexShrink: 0 },
    '& .expense-summary-description, & .expense-summary-amount': { ...theme.typography.body1, margin: 0 },
    '& .expense-summary-detail': {
      ...theme.typography.body2,
      margin: 0,
      color: theme.palette.text.secondary,
    },
    '& .expense-summary-description.expense-summary-card': { fontWeight: 600, overflowWrap: 'anywhere' },
    '& .expense-summary-description.expense-summary-line': { fontWeight: 500, ...oneLine },
    '& .expense-summary-detail.expense-summary-line': oneLine,
    '& .expense-summary-amount.expense-summary-card': { fontWeight: 700 },
    '& .expense-summary-amount.expense-summary-line': { fontWeight: 600 },
  } as const;
}

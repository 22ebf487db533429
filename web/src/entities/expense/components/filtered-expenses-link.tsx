import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

interface FilteredExpensesLinkProps {
  /** What the Expenses screen keeps (docs/product.md#expenses-screen): one contractor's or one estimate's. */
  filter: { contractorId: number } | { estimateId: number };
  /** The visible words ('Expenses', 'Payments'). */
  label: string;
  /** The record's name, for the accessible name ('Expenses of Bob Builder'). */
  name: string;
}

/** A card's link to the Expenses screen filtered to the record's expenses. */
export function FilteredExpensesLink({ filter, label, name }: FilteredExpensesLinkProps) {
  const [[parameter, id]] = Object.entries(filter) as [[string, number]];
  return (
    <Button
      component={RouterLink}
      to={`/expenses?${parameter}=${id}`}
      size="small"
      aria-label={`${label} of ${name}`}
    >
      {label}
    </Button>
  );
}

import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EXPENSE_CATEGORIES, PAYMENT_METHODS } from '@reno/domain';
import { hasActiveFilters, type ExpenseFilters } from '../utils/expense-filters';

const ALL = 'all';

interface ExpenseFiltersBarProps {
  filters: ExpenseFilters;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onCategoryChange: (category: string) => void;
  onPaymentMethodChange: (paymentMethod: string) => void;
  onClear: () => void;
}

export function ExpenseFiltersBar({
  filters,
  searchText,
  onSearchTextChange,
  onCategoryChange,
  onPaymentMethodChange,
  onClear,
}: ExpenseFiltersBarProps) {
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr auto' },
        alignItems: 'center',
        mb: 2,
      }}
    >
      <TextField
        label="Search expenses"
        placeholder="Search by description"
        value={searchText}
        onChange={(event) => onSearchTextChange(event.target.value)}
        size="small"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{ gridColumn: { sm: '1 / -1', lg: 'auto' } }}
      />
      <TextField
        select
        label="Category"
        size="small"
        value={filters.category || ALL}
        onChange={(event) => onCategoryChange(event.target.value === ALL ? '' : event.target.value)}
      >
        <MenuItem value={ALL}>All Categories</MenuItem>
        {EXPENSE_CATEGORIES.map((category) => (
          <MenuItem key={category.value} value={category.value}>
            {category.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Payment Method"
        size="small"
        value={filters.paymentMethod || ALL}
        onChange={(event) => onPaymentMethodChange(event.target.value === ALL ? '' : event.target.value)}
      >
        <MenuItem value={ALL}>All Payment Methods</MenuItem>
        {PAYMENT_METHODS.map((method) => (
          <MenuItem key={method.value} value={method.value}>
            {method.label}
          </MenuItem>
        ))}
      </TextField>
      <Button onClick={onClear} disabled={!hasActiveFilters(filters) && !searchText}>
        Clear Filters
      </Button>
    </Box>
  );
}

import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { EXPENSE_CATEGORIES, PAYMENT_METHODS } from '@reno/domain';
import { memo, Suspense } from 'react';
import { OutlinedField } from '../../../components/form/outlined-field';
import { InstantSelect } from '../../../components/instant-select';
import { hasActiveFilters, type ExpenseFilters } from '../utils/expense-filters';
import { ExpenseLinkFilterChips } from './lazy-expense-views';

const ALL = 'all';

interface ExpenseFiltersBarProps {
  filters: ExpenseFilters;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onCategoryChange: (category: string) => void;
  onPaymentMethodChange: (paymentMethod: string) => void;
  onLinkFilterRemove: (link: 'contractorId' | 'estimateId') => void;
  onClear: () => void;
}

/**
 * Search, category and payment method filters of the expenses screen, 'Clear Filters', and the chips of a
 * contractor's or an estimate's filter when the address holds one. Memoised: the screen renders again at
 * each of its queries' answers (synchronously: a `useSyncExternalStore` update), the filters' inputs only
 * when the filters change.
 */
export const ExpenseFiltersBar = memo(function ExpenseFiltersBar({
  filters,
  searchText,
  onSearchTextChange,
  onCategoryChange,
  onPaymentMethodChange,
  onLinkFilterRemove,
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
      <Box sx={{ gridColumn: { sm: '1 / -1', lg: 'auto' } }}>
        <OutlinedField
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
        />
      </Box>
      <FilterSelect
        label="Category"
        allLabel="All Categories"
        value={filters.category}
        options={EXPENSE_CATEGORIES}
        onChange={onCategoryChange}
      />
      <FilterSelect
        label="Payment Method"
        allLabel="All Payment Methods"
        value={filters.paymentMethod}
        options={PAYMENT_METHODS}
        onChange={onPaymentMethodChange}
      />
      <Button onClick={onClear} disabled={!hasActiveFilters(filters) && !searchText}>
        Clear Filters
      </Button>
      {(filters.contractorId !== null || filters.estimateId !== null) && (
        <Suspense fallback={null}>
          <ExpenseLinkFilterChips filters={filters} onRemove={onLinkFilterRemove} />
        </Suspense>
      )}
    </Box>
  );
});

interface FilterSelectProps {
  label: string;
  /** The first choice, which filters nothing out. */
  allLabel: string;
  /** The chosen value; '' for all. */
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <InstantSelect
      label={label}
      value={value || ALL}
      options={[{ value: ALL, label: allLabel }, ...options]}
      onChange={(chosen) => onChange(chosen === ALL ? '' : chosen)}
    />
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { contractorQueries } from '../../../entities/contractor/api/contractor-queries';
import { estimateQueries } from '../../../entities/estimate/api/estimate-queries';
import type { ExpenseFilters } from '../utils/expense-filters';

type LinkFilter = 'contractorId' | 'estimateId';

interface ExpenseLinkFilterChipsProps {
  filters: ExpenseFilters;
  onRemove: (link: LinkFilter) => void;
}

/**
 * The contractor's and the estimate's filters, opened from a contractor's 'Expenses' or an estimate's
 * 'Payments' link (docs/product.md#expenses-screen): one chip each, named, that removes it. Drawn only
 * when the address holds one, so the filter bar of the usual screen keeps its size.
 */
export function ExpenseLinkFilterChips({ filters, onRemove }: ExpenseLinkFilterChipsProps) {
  if (filters.contractorId === null && filters.estimateId === null) return null;
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {filters.contractorId !== null && (
        <ContractorChip id={filters.contractorId} onRemove={() => onRemove('contractorId')} />
      )}
      {filters.estimateId !== null && (
        <EstimateChip id={filters.estimateId} onRemove={() => onRemove('estimateId')} />
      )}
    </Box>
  );
}

interface LinkChipProps {
  id: number;
  onRemove: () => void;
}

function ContractorChip({ id, onRemove }: LinkChipProps) {
  const contractor = useQuery(contractorQueries.detail(id));
  const name = contractor.data?.name ?? (contractor.isError ? 'Unknown Contractor' : '…');
  return <RemovableChip label={`Contractor: ${name}`} onRemove={onRemove} />;
}

function EstimateChip({ id, onRemove }: LinkChipProps) {
  const estimate = useQuery(estimateQueries.detail(id));
  const title = estimate.data?.title ?? (estimate.isError ? 'Unknown Estimate' : '…');
  return <RemovableChip label={`Estimate: ${title}`} onRemove={onRemove} />;
}

/** The whole chip removes its filter (click, Enter, Delete or its cross), and says so to a screen reader. */
function RemovableChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Chip
      label={label}
      aria-label={`Remove filter ${label}`}
      onClick={onRemove}
      onDelete={onRemove}
      sx={{ maxWidth: '100%' }}
    />
  );
}

import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE_OPTIONS, pageWindow } from '@reno/domain';
import { InstantSelect, type Choice } from '../../../components/instant-select';

interface ExpensePaginationProps {
  page: number;
  /** Null when the matches are not counted: 'Previous page' and 'Next page' only. */
  totalPages: number | null;
  /** Whether the answer has a next page (its cursor). */
  hasNext: boolean;
  /** A search's progress: 'Searched 2,000 of 10,000 expenses', with 'Search further'. */
  searched: { looked: number; of: number | null } | null;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

const PAGE_SIZE_CHOICES: Choice<number>[] = PAGE_SIZE_OPTIONS.map((option) => ({
  value: option,
  label: String(option),
}));

const count = (value: number) => value.toLocaleString('en-US');

/** 'Searched 2,000 of 10,000 expenses', or 'Searched 2,000 expenses' when the scope is not counted. */
function searchedWords({ looked, of }: { looked: number; of: number | null }): string {
  return of === null
    ? `Searched ${count(looked)} ${looked === 1 ? 'expense' : 'expenses'}`
    : `Searched ${count(looked)} of ${count(of)} ${of === 1 ? 'expense' : 'expenses'}`;
}

/**
 * 'Rows per page' and the page buttons of the window of docs/product.md#pagination; without a count,
 * 'Previous page' and 'Next page'; under a search, how far it looked and 'Search further'.
 */
export function ExpensePagination({
  page,
  totalPages,
  hasNext,
  searched,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: ExpensePaginationProps) {
  const pages = totalPages === null ? null : Math.max(totalPages, 1);
  const nextDisabled = pages === null ? !hasNext : page >= pages;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mt: 2,
      }}
    >
      <InstantSelect
        label="Rows per page"
        value={pageSize}
        options={PAGE_SIZE_CHOICES}
        onChange={onPageSizeChange}
        sx={{ minWidth: 130 }}
      />
      {searched && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" role="status">
            {searchedWords(searched)}
          </Typography>
          {hasNext && (
            <Button size="small" onClick={() => onPageChange(page + 1)}>
              Search further
            </Button>
          )}
        </Box>
      )}
      <Box component="nav" aria-label="Pagination" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton aria-label="Previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        {pages !== null &&
          pageWindow(page, pages).map((item, index) =>
            item === 'ellipsis' ? (
              <Typography key={`ellipsis-${index}`} component="span" aria-hidden sx={{ px: 0.5 }}>
                …
              </Typography>
            ) : (
              <Button
                key={item}
                size="small"
                variant={item === page ? 'contained' : 'text'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPageChange(item)}
                sx={{ minWidth: 36 }}
              >
                {item}
              </Button>
            ),
          )}
        <IconButton aria-label="Next page" disabled={nextDisabled} onClick={() => onPageChange(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}

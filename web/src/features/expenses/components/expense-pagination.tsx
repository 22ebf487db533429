import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE_OPTIONS, pageWindow } from '@reno/domain';

interface ExpensePaginationProps {
  page: number;
  totalPages: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** 'Rows per page' and the page buttons of the window of docs/product.md#pagination. */
export function ExpensePagination({
  page,
  totalPages,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: ExpensePaginationProps) {
  const pages = Math.max(totalPages, 1);
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
      <TextField
        select
        size="small"
        label="Rows per page"
        value={String(pageSize)}
        onChange={(event) => onPageSizeChange(Number(event.target.value))}
        sx={{ minWidth: 130 }}
      >
        {PAGE_SIZE_OPTIONS.map((option) => (
          <MenuItem key={option} value={String(option)}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <Box component="nav" aria-label="Pagination" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton aria-label="Previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        {pageWindow(page, pages).map((item, index) =>
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
        <IconButton aria-label="Next page" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface TotalsRow {
  label: string;
  /** The amount as shown ('$1,234.50'). */
  value: string;
}

/** Figures as a definition list: labels left, amounts right, the last row (the total) in bold. */
export function TotalsList({ label, rows, spaced }: { label: string; rows: TotalsRow[]; spaced?: boolean }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        mb: spaced ? 2 : 0,
      }}
    >
      {rows.map((row, index) => {
        const last = index === rows.length - 1;
        return (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: last ? 700 : 400 }}>
              {row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right', fontWeight: last ? 700 : 500 }}
            >
              {row.value}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

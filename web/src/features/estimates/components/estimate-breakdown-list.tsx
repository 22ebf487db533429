import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCents, type EstimateBreakdown } from '@reno/domain';

const ROWS: { label: string; cents: (breakdown: EstimateBreakdown) => number }[] = [
  { label: 'Cash Amount', cents: (breakdown) => breakdown.cashCents },
  { label: 'Taxable Amount', cents: (breakdown) => breakdown.taxableCents },
  { label: 'Tax Due', cents: (breakdown) => breakdown.taxDueCents },
  { label: 'Total with Tax', cents: (breakdown) => breakdown.totalWithTaxCents },
];

/** SPEC §5 tax maths as a definition list: cash amount, taxable amount, tax due, total with tax. */
export function EstimateBreakdownList({ breakdown, label }: { breakdown: EstimateBreakdown; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {ROWS.map((row, index) => {
        const last = index === ROWS.length - 1;
        return (
          <Box key={row.label} sx={{ display: 'contents' }} data-testid="breakdown-row">
            <Typography component="dt" variant="body2" sx={{ fontWeight: last ? 700 : 400 }}>
              {row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right', fontWeight: last ? 700 : 500 }}
            >
              {formatCents(row.cents(breakdown))}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

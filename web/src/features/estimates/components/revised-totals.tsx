import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney, type Estimate } from '@reno/domain';
import { signedMoney } from '../utils/estimate-progress';

/** Original total with tax, the approved change orders with tax, and the revised total they make. */
export function RevisedTotals({ estimate }: { estimate: Estimate }) {
  const rows = [
    { label: 'Original total', value: formatMoney(estimate.totalWithTax) },
    { label: 'Approved changes', value: signedMoney(estimate.changeOrdersTotal) },
    { label: 'Revised total', value: formatMoney(estimate.revisedTotalWithTax) },
  ];
  return (
    <Box
      component="dl"
      aria-label="Revised total"
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
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

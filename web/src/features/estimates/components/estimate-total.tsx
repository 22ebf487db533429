import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney, toCents, type Estimate } from '@reno/domain';
import { signedMoney } from '../utils/estimate-progress';

/**
 * An estimate's total with tax; once change orders are approved, the revised total with the original
 * total and the approved changes that make it.
 */
export function EstimateTotal({ estimate }: { estimate: Estimate }) {
  const changed = (toCents(estimate.changeOrdersTotal) ?? 0) !== 0;
  if (!changed) {
    return (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Total: {formatMoney(estimate.totalWithTax)}
      </Typography>
    );
  }
  return (
    <Box sx={{ textAlign: 'right' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Revised total: {formatMoney(estimate.revisedTotalWithTax)}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        Original {formatMoney(estimate.totalWithTax)}, approved changes{' '}
        {signedMoney(estimate.changeOrdersTotal)}
      </Typography>
    </Box>
  );
}

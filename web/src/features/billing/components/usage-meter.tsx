import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatUsage, usagePercent } from '@reno/domain';
import { useId } from 'react';

/** 'X of Y' with a bar capped at 100 %, or 'unlimited' without a bar (docs/product.md#billing-screen). */
export function UsageMeter({ label, count, limit }: { label: string; count: number; limit: number | null }) {
  const labelId = useId();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={labelId} variant="body2">
          {label}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {formatUsage(count, limit)}
        </Typography>
      </Box>
      {limit !== null && (
        <LinearProgress
          variant="determinate"
          value={usagePercent(count, limit)}
          color={count >= limit ? 'warning' : 'primary'}
          aria-labelledby={labelId}
          sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
        />
      )}
    </Box>
  );
}

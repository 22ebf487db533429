import LinearProgress from '@mui/material/LinearProgress';
import type { Estimate, PaymentProgress } from '@reno/domain';

interface PaymentProgressBarProps {
  estimate: Estimate;
  progress: PaymentProgress;
  /** Leave room below it. */
  spaced?: boolean;
}

/** How much of the estimate is paid, green once it all is. */
export function PaymentProgressBar({ estimate, progress, spaced }: PaymentProgressBarProps) {
  return (
    <LinearProgress
      variant="determinate"
      value={progress.percent}
      color={progress.fullyPaid ? 'success' : 'primary'}
      aria-label={`Payment progress for ${estimate.title}`}
      sx={{ height: 8, borderRadius: 4, mb: spaced ? 1 : 0 }}
    />
  );
}

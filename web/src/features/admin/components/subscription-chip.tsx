import Chip from '@mui/material/Chip';

const LABELS = { free: 'Free', active: 'Active', cancelled: 'Cancelled' } as const;
const COLORS = { free: 'default', active: 'success', cancelled: 'warning' } as const;

/**
 * Status badge labels: Free, Active, Cancelled; anything unknown reads as Free
 * (docs/product.md#subscription-statuses).
 */
export function SubscriptionChip({ status }: { status: string }) {
  const known = status === 'active' || status === 'cancelled' ? status : 'free';
  return <Chip size="small" label={LABELS[known]} color={COLORS[known]} />;
}

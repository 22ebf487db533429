import Chip from '@mui/material/Chip';
import type { SubscriptionStatus } from '@reno/domain';

const LABELS = { free: 'Free', active: 'Active', cancelled: 'Cancelled' } as const;
const COLORS = { free: 'default', active: 'success', cancelled: 'warning' } as const;

/** Status badge labels (docs/product.md#subscription-statuses): Free, Active, Cancelled. */
export function SubscriptionBadge({ status }: { status: SubscriptionStatus }) {
  return <Chip size="small" label={LABELS[status]} color={COLORS[status]} />;
}

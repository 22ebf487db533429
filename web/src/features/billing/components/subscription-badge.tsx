import Chip from '@mui/material/Chip';
import type { SubscriptionStatus } from '@reno/domain';

const LABELS = { free: 'Free', active: 'Active', cancelled: 'Cancelled' } as const;
const COLORS = { free: 'default', active: 'success', cancelled: 'warning' } as const;

/** SPEC §2 status badge labels: Free, Active, Cancelled. */
export function SubscriptionBadge({ status }: { status: SubscriptionStatus }) {
  return <Chip size="small" label={LABELS[status]} color={COLORS[status]} />;
}

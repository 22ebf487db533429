import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { EstimateStatus } from '@reno/domain';
import type { ComponentType } from 'react';

export const ESTIMATE_STATUS_LABELS: Record<EstimateStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

// Status icons (docs/product.md#estimate-statuses): approved a green check, pending an orange clock,
// rejected a red cross.
const STATUS_ICONS: Record<
  EstimateStatus,
  { Icon: ComponentType<SvgIconProps>; color: SvgIconProps['color'] }
> = {
  approved: { Icon: CheckCircleIcon, color: 'success' },
  pending: { Icon: ScheduleIcon, color: 'warning' },
  rejected: { Icon: CancelIcon, color: 'error' },
};

/** The status as its icon with its name beside it: a colour or a shape alone says nothing to many. */
export function EstimateStatusIcon({ status }: { status: EstimateStatus }) {
  const { Icon, color } = STATUS_ICONS[status] ?? STATUS_ICONS.pending;
  const label = ESTIMATE_STATUS_LABELS[status] ?? status;
  return (
    <Box
      component="span"
      data-status={status}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}
    >
      <Icon color={color} fontSize="small" aria-hidden />
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
    </Box>
  );
}

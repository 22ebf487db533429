import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { EstimateStatus } from '@reno/domain';
import type { ComponentType } from 'react';

export const ESTIMATE_STATUS_LABELS: Record<EstimateStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

// SPEC §2: approved a green check, pending an orange clock, rejected a red cross.
const STATUS_ICONS: Record<
  EstimateStatus,
  { Icon: ComponentType<SvgIconProps>; color: SvgIconProps['color'] }
> = {
  approved: { Icon: CheckCircleIcon, color: 'success' },
  pending: { Icon: ScheduleIcon, color: 'warning' },
  rejected: { Icon: CancelIcon, color: 'error' },
};

/** The status as an icon with its name for assistive technology (and as a tooltip). */
export function EstimateStatusIcon({ status }: { status: EstimateStatus }) {
  const { Icon, color } = STATUS_ICONS[status] ?? STATUS_ICONS.pending;
  const label = ESTIMATE_STATUS_LABELS[status] ?? status;
  return <Icon color={color} titleAccess={label} data-status={status} />;
}

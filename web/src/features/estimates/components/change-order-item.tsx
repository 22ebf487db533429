import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney, type ChangeOrder, type ChangeOrderStatus } from '@reno/domain';
import { RecordAttribution } from '../../../entities/household/components/record-attribution';
import { useCanEdit } from '../../../lib/household-role';
import { signedMoney } from '../utils/estimate-progress';
import { ESTIMATE_STATUS_LABELS } from './estimate-status-icon';

// Text colours with 4.5:1 contrast on white (MUI's warning orange has 3.1:1).
const STATUS_CHIP_COLOR = { pending: 'default', approved: 'success', rejected: 'error' } as const;

/** What a change order can be decided as, but for what it already is. */
const DECISIONS = [
  { status: 'approved', label: 'Approve', color: 'success' },
  { status: 'rejected', label: 'Reject', color: 'inherit' },
] as const;

interface ChangeOrderItemProps {
  order: ChangeOrder;
  /** An approval or rejection is on its way: the buttons wait. */
  deciding: boolean;
  onDecide: (status: ChangeOrderStatus) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One change order: title, status, date and amounts, who added it, then approve, reject, edit and delete
 * (not for a viewer).
 */
export function ChangeOrderItem({ order, deciding, onDecide, onEdit, onDelete }: ChangeOrderItemProps) {
  const canEdit = useCanEdit();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={order.title}
      sx={{ p: 1.5, display: 'grid', gap: 0.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1, overflowWrap: 'anywhere' }}>{order.title}</Typography>
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_CHIP_COLOR[order.status]}
          label={ESTIMATE_STATUS_LABELS[order.status]}
        />
      </Box>
      <Typography variant="body2" color="textSecondary">
        {formatDate(order.date)} · {signedMoney(order.amount)} before tax · {formatMoney(order.amountWithTax)}{' '}
        with tax
      </Typography>
      {order.description && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {order.description}
        </Typography>
      )}
      <RecordAttribution record={order} />
      {canEdit && <ChangeOrderActions {...{ order, deciding, onDecide, onEdit, onDelete }} />}
    </Paper>
  );
}

/** Approve (unless approved), reject (unless rejected), edit and delete. */
function ChangeOrderActions({ order, deciding, onDecide, onEdit, onDelete }: ChangeOrderItemProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
      {DECISIONS.filter((decision) => decision.status !== order.status).map((decision) => (
        <Button
          key={decision.status}
          size="small"
          color={decision.color}
          disabled={deciding}
          aria-label={`${decision.label} ${order.title}`}
          onClick={() => onDecide(decision.status)}
        >
          {decision.label}
        </Button>
      ))}
      <Button size="small" aria-label={`Edit ${order.title}`} onClick={onEdit}>
        Edit
      </Button>
      <Button size="small" color="error" aria-label={`Delete ${order.title}`} onClick={onDelete}>
        Delete
      </Button>
    </Box>
  );
}

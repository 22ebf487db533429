import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  formatMoney,
  type ChangeOrder,
  type ChangeOrderStatus,
  type Estimate,
} from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { useToast } from '../../../components/toast/use-toast';
import { useDeleteChangeOrder, useUpdateChangeOrder } from '../api/change-order-mutations';
import { changeOrderQueries } from '../api/change-order-queries';
import { withStatus } from '../utils/change-order-fields';
import { signedMoney } from '../utils/estimate-progress';
import { ChangeOrderForm } from './change-order-form';
import { ESTIMATE_STATUS_LABELS } from './estimate-status-icon';

// Text colours with 4.5:1 contrast on white (MUI's warning orange has 3.1:1).
const STATUS_CHIP_COLOR = { pending: 'default', approved: 'success', rejected: 'error' } as const;

type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; order: ChangeOrder };

/**
 * The change orders of an estimate: add, edit, approve, reject and delete. Approved ones revise the
 * estimate's total, taxed like the estimate.
 */
export function ChangeOrdersSection({ estimate }: { estimate: Estimate }) {
  const titleId = useId();
  const orders = useQuery(changeOrderQueries.forEstimate(estimate.id));
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<ChangeOrder | null>(null);
  const { toast } = useToast();
  const update = useUpdateChangeOrder();
  const remove = useDeleteChangeOrder();

  const decide = (order: ChangeOrder, status: ChangeOrderStatus) =>
    update.mutate(
      { id: order.id, payload: withStatus(order, status) },
      {
        onSuccess: () =>
          toast({
            title: `Change order ${status === 'approved' ? 'approved' : 'rejected'}`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Failed to update change order',
            description: error.message,
            variant: 'destructive',
          }),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Change order deleted', variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Failed to delete change order', description: error.message, variant: 'destructive' }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={titleId} component="h3" variant="subtitle2">
          Change orders
        </Typography>
        {editing.kind === 'none' && (
          <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'add' })}>
            Add Change Order
          </Button>
        )}
      </Box>
      {editing.kind !== 'none' && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <ChangeOrderForm
            estimateId={estimate.id}
            order={editing.kind === 'edit' ? editing.order : null}
            onDone={() => setEditing({ kind: 'none' })}
          />
        </Paper>
      )}
      {orders.isError ? (
        <Alert severity="error">Failed to fetch change orders</Alert>
      ) : orders.isPending ? (
        <Skeleton variant="rounded" height={56} aria-label="Loading change orders" />
      ) : orders.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No change orders yet
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Change orders"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {orders.data.map((order) => (
            <Paper
              component="li"
              variant="outlined"
              key={order.id}
              aria-label={order.title}
              sx={{ p: 1.5, display: 'grid', gap: 0.5 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600, flexGrow: 1, overflowWrap: 'anywhere' }}>
                  {order.title}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATUS_CHIP_COLOR[order.status]}
                  label={ESTIMATE_STATUS_LABELS[order.status]}
                />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {formatDate(order.date)} · {signedMoney(order.amount)} before tax ·{' '}
                {formatMoney(order.amountWithTax)} with tax
              </Typography>
              {order.description && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {order.description}
                </Typography>
              )}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
                {order.status !== 'approved' && (
                  <Button
                    size="small"
                    color="success"
                    disabled={update.isPending}
                    aria-label={`Approve ${order.title}`}
                    onClick={() => decide(order, 'approved')}
                  >
                    Approve
                  </Button>
                )}
                {order.status !== 'rejected' && (
                  <Button
                    size="small"
                    color="inherit"
                    disabled={update.isPending}
                    aria-label={`Reject ${order.title}`}
                    onClick={() => decide(order, 'rejected')}
                  >
                    Reject
                  </Button>
                )}
                <Button
                  size="small"
                  aria-label={`Edit ${order.title}`}
                  onClick={() => setEditing({ kind: 'edit', order })}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={`Delete ${order.title}`}
                  onClick={() => setDeleting(order)}
                >
                  Delete
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      <LazyDialog open={!!deleting}>
        <ConfirmDialog
          open={!!deleting}
          title="Delete Change Order"
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          destructive
          pending={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={confirmDelete}
        >
          Are you sure you want to delete &quot;{deleting?.title}&quot;? This action cannot be undone.
        </ConfirmDialog>
      </LazyDialog>
    </Box>
  );
}

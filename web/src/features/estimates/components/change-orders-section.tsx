import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChangeOrder, Estimate } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LazyDestructiveConfirm } from '../../../components/lazy-destructive-confirm';
import { useCanEdit } from '../../../lib/household-role';
import { changeOrderQueries } from '../api/change-order-queries';
import { useChangeOrderActions } from '../hooks/use-change-order-actions';
import { ChangeOrderForm } from './change-order-form';
import { ChangeOrderItem } from './change-order-item';
import { LoadingPlaceholder } from '../../../components/loading-placeholder';
import { BareList } from '../../../components/bare-list';

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
  const actions = useChangeOrderActions();
  const canEdit = useCanEdit();

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={titleId} component="h3" variant="subtitle2">
          Change orders
        </Typography>
        {canEdit && editing.kind === 'none' && (
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
        <LoadingPlaceholder height={56} label="Loading change orders" />
      ) : orders.data.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          No change orders yet
        </Typography>
      ) : (
        <BareList label="Change orders" sx={{ display: 'grid', gap: 1 }}>
          {orders.data.map((order) => (
            <ChangeOrderItem
              key={order.id}
              order={order}
              deciding={actions.deciding}
              onDecide={(status) => actions.decide(order, status)}
              onEdit={() => setEditing({ kind: 'edit', order })}
              onDelete={() => setDeleting(order)}
            />
          ))}
        </BareList>
      )}
      <LazyDestructiveConfirm
        open={!!deleting}
        title="Delete Change Order"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={actions.deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && actions.deleteOrder(deleting, () => setDeleting(null))}
      >
        Are you sure you want to delete &quot;{deleting?.title}&quot;? This action cannot be undone.
      </LazyDestructiveConfirm>
    </Box>
  );
}

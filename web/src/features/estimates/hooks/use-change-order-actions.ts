import type { ChangeOrder, ChangeOrderStatus } from '@reno/domain';
import { useToast } from '../../../components/toast/use-toast';
import { useDeleteChangeOrder, useUpdateChangeOrder } from '../api/change-order-mutations';
import { withStatus } from '../utils/change-order-fields';

/** Approving, rejecting and deleting change orders, each toasted when it succeeds or fails. */
export function useChangeOrderActions() {
  const { toast } = useToast();
  const update = useUpdateChangeOrder();
  const remove = useDeleteChangeOrder();
  const failed = (title: string) => (error: Error) =>
    toast({ title, description: error.message, variant: 'destructive' });

  const decide = (order: ChangeOrder, status: ChangeOrderStatus) =>
    update.mutate(
      { id: order.id, version: order.version, payload: withStatus(order, status) },
      {
        onSuccess: () =>
          toast({
            title: `Change order ${status === 'approved' ? 'approved' : 'rejected'}`,
            variant: 'success',
          }),
        onError: failed('Failed to update change order'),
      },
    );

  const deleteOrder = (order: ChangeOrder, onSettled: () => void) =>
    remove.mutate(order.id, {
      onSuccess: () => toast({ title: 'Change order deleted', variant: 'success' }),
      onError: failed('Failed to delete change order'),
      onSettled,
    });

  return { decide, deciding: update.isPending, deleteOrder, deleting: remove.isPending };
}

import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney, type HomeItem, type Room } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { DeleteDialog } from '../../../components/delete-dialog';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { LazyDialog } from '../../../components/lazy-dialog';
import { QueryState } from '../../../components/query-state';
import { errorToast } from '../../../components/toast/error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { useRecordDialogs } from '../../../components/use-record-dialogs';
import { useCanEdit } from '../../../lib/household-role';
import { useDeleteHomeItem } from '../../../entities/home-item/api/home-item-mutations';
import { homeItemQueries } from '../../../entities/home-item/api/home-item-queries';
import { HomeItemFormDialog } from '../../../entities/home-item/components/lazy-home-item-form-dialog';

/** The lines under an item's name: what it is, its paint, its serial, its cost, its warranty. */
function itemFacts(item: HomeItem): string[] {
  const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');
  const colour = joined(item.colourName, item.colourCode);
  return [
    joined(item.kind.charAt(0).toUpperCase() + item.kind.slice(1), item.brand, item.model),
    colour && (item.sheen ? `${colour}, ${item.sheen}` : colour),
    item.serial && `Serial ${item.serial}`,
    item.expenses.length > 0 ? `Cost ${formatMoney(item.cost)}` : '',
    item.warranty ? `Warranty ends ${formatDate(item.warranty.endsOn)}` : '',
  ].filter((line): line is string => !!line);
}

function ItemRow({ item, onEdit, onDelete }: { item: HomeItem; onEdit: () => void; onDelete: () => void }) {
  return (
    <Box
      component="li"
      aria-label={item.name}
      sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', py: 0.5 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.name}
        </Typography>
        {itemFacts(item).map((line) => (
          <Typography key={line} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex' }}>
        <EditDeleteButtons name={item.name} small onEdit={onEdit} onDelete={onDelete} />
      </Box>
    </Box>
  );
}

/** A room's items (docs/product.md#homes-screen): each with 'Edit' and 'Delete', and 'Add Item' (not for viewers). */
export function RoomItems({ room }: { room: Room }) {
  const items = useQuery(homeItemQueries.ofRoom(room.id));
  const canEdit = useCanEdit();
  const { toast } = useToast();
  const dialogs = useRecordDialogs<HomeItem>({
    mutation: useDeleteHomeItem(),
    onDeleted: () => toast({ title: 'Item deleted successfully', variant: 'success' }),
    onFailed: (error, retry) => {
      console.error('Item delete failed', error);
      toast(errorToast('Failed to delete item', error, retry));
    },
  });
  return (
    <Box sx={{ pl: 2, pb: 1 }}>
      <QueryState
        query={items}
        errorTitle="Failed to fetch items"
        placeholder={<Skeleton variant="text" width="60%" aria-label="Loading items" />}
      >
        {(list) =>
          list.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No items yet
            </Typography>
          ) : (
            <Box component="ul" aria-label={`Items in ${room.name}`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {list.map((item) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  onEdit={() => dialogs.openEdit(item)}
                  onDelete={() => dialogs.askDelete(item)}
                />
              ))}
            </Box>
          )
        }
      </QueryState>
      {canEdit && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={dialogs.openAdd}
          aria-label={`Add item to ${room.name}`}
        >
          Add Item
        </Button>
      )}
      <LazyDialog open={dialogs.formOpen}>
        <HomeItemFormDialog
          open={dialogs.formOpen}
          item={dialogs.editing}
          draft={{ roomId: room.id }}
          onClose={dialogs.closeForm}
        />
      </LazyDialog>
      <DeleteDialog dialogs={dialogs} title="Delete Item">
        Are you sure you want to delete &quot;{dialogs.deleting?.name}&quot;? This action cannot be undone.
      </DeleteDialog>
    </Box>
  );
}

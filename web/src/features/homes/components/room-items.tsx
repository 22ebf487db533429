import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney, type HomeItem, type Room } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { useDeleteHomeItem } from '../../../entities/home-item/api/home-item-mutations';
import { homeItemQueries } from '../../../entities/home-item/api/home-item-queries';
import { HomeItemFormDialog } from '../../../entities/home-item/components/lazy-home-item-form-dialog';
import { CardRecordList } from './card-record-list';

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
  return (
    <CardRecordList<HomeItem>
      query={useQuery(homeItemQueries.ofRoom(room.id))}
      errorTitle="Failed to fetch items"
      loading={{ label: 'Loading items', width: '60%' }}
      emptyText="No items yet"
      listLabel={`Items in ${room.name}`}
      add={{ text: 'Add Item', label: `Add item to ${room.name}` }}
      remove={{
        mutation: useDeleteHomeItem(),
        what: 'Item',
        deleted: 'Item deleted successfully',
        failed: 'Failed to delete item',
        title: 'Delete Item',
        question: (name) => `Are you sure you want to delete "${name}"? This action cannot be undone.`,
      }}
      row={(item, actions) => <ItemRow item={item} {...actions} />}
      form={(open, item, onClose) => (
        <HomeItemFormDialog open={open} item={item} draft={{ roomId: room.id }} onClose={onClose} />
      )}
      sx={{ pl: 2, pb: 1 }}
    />
  );
}

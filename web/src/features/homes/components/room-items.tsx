import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney, type HomeItem, type MaintenanceTask, type Room } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { useDeleteHomeItem } from '../../../entities/home-item/api/home-item-mutations';
import { homeItemQueries } from '../../../entities/home-item/api/home-item-queries';
import { HomeItemFormDialog } from '../../../entities/home-item/components/lazy-home-item-form-dialog';
import { maintenanceQueries } from '../../../entities/maintenance/api/maintenance-queries';
import { DocumentDownloadButton } from '../../../entities/upload/components/document-download-button';
import { CardRecordList } from './card-record-list';
import { deleteWords } from '../../../components/delete-words';

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

/** The item's documents and its warranty's, each saved to the device as a receipt is. */
function ItemFiles({ item }: { item: HomeItem }) {
  const card = item.warranty?.document;
  if (item.documents.length === 0 && !card) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      {item.documents.map((key) => (
        <DocumentDownloadButton key={key} reference={key} />
      ))}
      {card && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="textSecondary">
            Warranty document:
          </Typography>
          <DocumentDownloadButton reference={card} />
        </Box>
      )}
    </Box>
  );
}

interface ItemRowProps {
  item: HomeItem;
  /** The home's maintenance tasks that name this item. */
  tasks: MaintenanceTask[];
  onEdit: () => void;
  onDelete: () => void;
}

function ItemRow({ item, tasks, onEdit, onDelete }: ItemRowProps) {
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
        {[
          ...itemFacts(item),
          ...tasks.map((task) => `Maintenance: ${task.name} · next due ${formatDate(task.nextDueDate)}`),
        ].map((line) => (
          <Typography key={line} variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
        <ItemFiles item={item} />
      </Box>
      <Box sx={{ display: 'flex' }}>
        <EditDeleteButtons name={item.name} small onEdit={onEdit} onDelete={onDelete} />
      </Box>
    </Box>
  );
}

/** A room's items (docs/product.md#homes-screen): each with 'Edit' and 'Delete', and 'Add Item' (not for viewers). */
export function RoomItems({ room }: { room: Room }) {
  // The home card has read its tasks already: the item shows those that name it.
  const tasks = useQuery(maintenanceQueries.ofHome(room.homeId)).data ?? [];
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
        ...deleteWords('Item'),
        title: 'Delete Item',
        question: (name) => `Are you sure you want to delete "${name}"? This action cannot be undone.`,
      }}
      row={(item, actions) => (
        <ItemRow item={item} tasks={tasks.filter((task) => task.itemId === item.id)} {...actions} />
      )}
      form={(open, item, onClose) => (
        <HomeItemFormDialog open={open} item={item} draft={{ roomId: room.id }} onClose={onClose} />
      )}
      sx={{ pl: 2, pb: 1 }}
    />
  );
}

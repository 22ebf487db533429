import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Home, Room } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DeleteDialog } from '../../../components/delete-dialog';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { LazyDialog } from '../../../components/lazy-dialog';
import { QueryState } from '../../../components/query-state';
import { errorToast } from '../../../components/toast/error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { useRecordDialogs } from '../../../components/use-record-dialogs';
import { useCanEdit } from '../../../lib/household-role';
import { useDeleteRoom } from '../api/room-mutations';
import { roomQueries } from '../../../entities/home/api/room-queries';
import { RoomFormDialog } from './lazy-room-form-dialog';
import { RoomItems } from './room-items';

/** A room's line: its name, 'Items' (opens its items beneath), and its 'Edit' and 'Delete' (none for a viewer). */
function RoomRow({ room, onEdit, onDelete }: { room: Room; onEdit: () => void; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Box component="li" aria-label={room.name}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 40 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {room.name}
        </Typography>
        <Box sx={{ display: 'flex' }}>
          <Button
            size="small"
            aria-expanded={open}
            aria-label={`Items in ${room.name}`}
            onClick={() => setOpen((was) => !was)}
          >
            Items
          </Button>
          <EditDeleteButtons name={room.name} small onEdit={onEdit} onDelete={onDelete} />
        </Box>
      </Box>
      {open && <RoomItems room={room} />}
    </Box>
  );
}

/** A home's rooms on its card: each with 'Edit' and 'Delete', and 'Add Room' (none for a viewer). */
export function HomeRooms({ home }: { home: Home }) {
  const rooms = useQuery(roomQueries.ofHome(home.id));
  const canEdit = useCanEdit();
  const { toast } = useToast();
  const dialogs = useRecordDialogs<Room>({
    mutation: useDeleteRoom(),
    onDeleted: () => toast({ title: 'Room deleted successfully', variant: 'success' }),
    onFailed: (error, retry) => {
      console.error('Room delete failed', error);
      toast(errorToast('Failed to delete room', error, retry));
    },
  });

  return (
    <Box sx={{ mt: 1 }}>
      <Typography component="h3" variant="subtitle2">
        Rooms
      </Typography>
      <QueryState
        query={rooms}
        errorTitle="Failed to fetch rooms"
        placeholder={<Skeleton variant="text" width="50%" aria-label="Loading rooms" />}
      >
        {(list) =>
          list.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No rooms yet
            </Typography>
          ) : (
            <Box component="ul" aria-label={`Rooms of ${home.name}`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {list.map((room) => (
                <RoomRow
                  key={room.id}
                  room={room}
                  onEdit={() => dialogs.openEdit(room)}
                  onDelete={() => dialogs.askDelete(room)}
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
          aria-label={`Add room to ${home.name}`}
        >
          Add Room
        </Button>
      )}

      <LazyDialog open={dialogs.formOpen}>
        <RoomFormDialog
          open={dialogs.formOpen}
          homeId={home.id}
          room={dialogs.editing}
          onClose={dialogs.closeForm}
        />
      </LazyDialog>
      <DeleteDialog dialogs={dialogs} title="Delete Room">
        Are you sure you want to delete &quot;{dialogs.deleting?.name}&quot;? This action cannot be undone.
      </DeleteDialog>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Home, Room } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, useState } from 'react';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { useDeleteRoom } from '../api/room-mutations';
import { roomQueries } from '../../../entities/home/api/room-queries';
import { RoomFormDialog } from './lazy-room-form-dialog';
import { CardRecordList } from './card-record-list';
import { RoomItems } from './room-items';
import { RoomPhotos } from './lazy-room-photos';
import { deleteWords } from '../../../components/delete-words';

/**
 * A room's line: its name, 'Items' and 'Photos' (each opens beneath it), and its 'Edit' and 'Delete' (none for
 * a viewer).
 */
function RoomRow({ room, onEdit, onDelete }: { room: Room; onEdit: () => void; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  const [photosOpen, setPhotosOpen] = useState(false);
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
          <Button
            size="small"
            aria-expanded={photosOpen}
            aria-label={`Photos of ${room.name}`}
            onPointerEnter={() => void RoomPhotos.preload()}
            onClick={() => setPhotosOpen((was) => !was)}
          >
            Photos
          </Button>
          <EditDeleteButtons name={room.name} small onEdit={onEdit} onDelete={onDelete} />
        </Box>
      </Box>
      {open && <RoomItems room={room} />}
      {photosOpen && (
        <Suspense fallback={<Skeleton variant="text" width="40%" aria-label="Loading photos" />}>
          <RoomPhotos room={room} />
        </Suspense>
      )}
    </Box>
  );
}

/** A home's rooms on its card: each with 'Edit' and 'Delete', and 'Add Room' (none for a viewer). */
export function HomeRooms({ home }: { home: Home }) {
  return (
    <CardRecordList<Room>
      heading="Rooms"
      query={useQuery(roomQueries.ofHome(home.id))}
      errorTitle="Failed to fetch rooms"
      loading={{ label: 'Loading rooms', width: '50%' }}
      emptyText="No rooms yet"
      listLabel={`Rooms of ${home.name}`}
      add={{ text: 'Add Room', label: `Add room to ${home.name}` }}
      remove={{
        mutation: useDeleteRoom(),
        ...deleteWords('Room'),
        title: 'Delete Room',
        question: (name) => `Are you sure you want to delete "${name}"? This action cannot be undone.`,
      }}
      row={(room, actions) => <RoomRow room={room} {...actions} />}
      form={(open, room, onClose) => (
        <RoomFormDialog open={open} homeId={home.id} room={room} onClose={onClose} />
      )}
      sx={{ mt: 1 }}
    />
  );
}

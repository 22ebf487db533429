import DeleteIcon from '@mui/icons-material/Delete';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BEHIND_THE_WALLS, formatDate, type Photo, type Room } from '@reno/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DeleteDialog } from '../../../components/delete-dialog';
import { FilePickerButton } from '../../../components/file-picker';
import { LazyDialog } from '../../../components/lazy-dialog';
import { RecordList } from '../../../components/record-list';
import { errorToast } from '../../../components/toast/error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { useRecordDialogs } from '../../../components/use-record-dialogs';
import { useDeletePhoto } from '../../../entities/photo/api/photo-mutations';
import { photoQueries } from '../../../entities/photo/api/photo-queries';
import { useCanEdit } from '../../../lib/household-role';
import { PhotoFormDialog } from './lazy-photo-form-dialog';

/** Thumbnails are drawn at this size, cropped to a square: the grid never moves as they load. */
const TILE_PX = 96;

const isBehindTheWalls = (photo: Photo) => photo.tags.includes(BEHIND_THE_WALLS);

/** The photos by the day they were taken, newest first (the order the API pages them in). */
function byDay(photos: Photo[]): [string, Photo[]][] {
  const days = new Map<string, Photo[]>();
  for (const photo of photos) days.set(photo.takenOn, [...(days.get(photo.takenOn) ?? []), photo]);
  return [...days];
}

function PhotoTile({ photo, onDelete }: { photo: Photo; onDelete: () => void }) {
  const canEdit = useCanEdit();
  const name = photo.caption ?? `Photo taken ${formatDate(photo.takenOn)}`;
  return (
    <Box component="li" aria-label={name} sx={{ width: TILE_PX, position: 'relative' }}>
      <Box
        component="img"
        src={photo.thumbnailUrl}
        alt={name}
        width={TILE_PX}
        height={TILE_PX}
        loading="lazy"
        sx={{ display: 'block', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
      />
      {isBehindTheWalls(photo) && (
        <Chip label="Behind the walls" size="small" sx={{ mt: 0.5, maxWidth: 1 }} />
      )}
      {photo.caption && (
        <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {photo.caption}
        </Typography>
      )}
      {canEdit && (
        <IconButton
          aria-label={`Delete ${name}`}
          size="small"
          onClick={onDelete}
          sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

/** The photos shown, under the day each was taken, or why there are none (the filter left none). */
function PhotoDays({ photos, onDelete }: { photos: Photo[]; onDelete: (photo: Photo) => void }) {
  if (photos.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No behind-the-walls photos yet
      </Typography>
    );
  return byDay(photos).map(([day, ofDay]) => (
    <Box key={day} component="section" aria-label={`Photos of ${formatDate(day)}`} sx={{ mb: 1 }}>
      <Typography variant="caption" component="h4" color="text.secondary">
        {formatDate(day)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {ofDay.map((photo) => (
          <PhotoTile key={photo.id} photo={photo} onDelete={() => onDelete(photo)} />
        ))}
      </Box>
    </Box>
  ));
}

/**
 * A room's photos through the work (docs/product.md#homes-screen): by the day taken, the 'Behind the walls'
 * ones marked and a switch that shows them alone, 'Show more photos' for the next page, and 'Add Photo',
 * which opens the camera on a phone (not for viewers).
 */
export function RoomPhotos({ room }: { room: Room }) {
  const query = useInfiniteQuery(photoQueries.ofRoom(room.id));
  const [behindOnly, setBehindOnly] = useState(false);
  const [picked, setPicked] = useState<File | null>(null);
  const canEdit = useCanEdit();
  const { toast } = useToast();
  const dialogs = useRecordDialogs<Photo>({
    mutation: useDeletePhoto(),
    onDeleted: () => toast({ title: 'Photo deleted successfully', variant: 'success' }),
    onFailed: (error, retry) => {
      console.error('Photo delete failed', error);
      toast(errorToast('Failed to delete photo', error, retry));
    },
  });

  return (
    <Box sx={{ pl: 2, pb: 1 }}>
      <FormControlLabel
        control={<Switch size="small" checked={behindOnly} onChange={(_, on) => setBehindOnly(on)} />}
        label="Behind the walls only"
      />
      <RecordList
        query={query}
        errorTitle="Failed to fetch photos"
        placeholder={
          <Skeleton variant="rectangular" width={TILE_PX} height={TILE_PX} aria-label="Loading photos" />
        }
        empty={
          <Typography variant="body2" color="text.secondary">
            No photos yet
          </Typography>
        }
      >
        {(photos) => (
          <PhotoDays
            photos={behindOnly ? photos.filter(isBehindTheWalls) : photos}
            onDelete={dialogs.askDelete}
          />
        )}
      </RecordList>
      {query.hasNextPage && (
        <Button size="small" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          Show more photos
        </Button>
      )}
      {canEdit && (
        <FilePickerButton
          inputLabel={`Add photo to ${room.name}`}
          accept="image/*"
          capture="environment"
          size="small"
          icon={<PhotoCameraIcon />}
          onPick={(file) => {
            if (file) setPicked(file);
          }}
        >
          Add Photo
        </FilePickerButton>
      )}
      <LazyDialog open={picked !== null}>
        {picked && <PhotoFormDialog open room={room} file={picked} onClose={() => setPicked(null)} />}
      </LazyDialog>
      <DeleteDialog dialogs={dialogs} title="Delete Photo">
        Are you sure you want to delete this photo? This action cannot be undone.
      </DeleteDialog>
    </Box>
  );
}

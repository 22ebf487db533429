import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BEHIND_THE_WALLS, formatDate, type Photo, type Room } from '@reno/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DeleteDialog } from '../../../components/delete-dialog';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { FilePickerButton } from '../../../components/file-picker';
import { LazyDialog } from '../../../components/lazy-dialog';
import { RecordList } from '../../../components/record-list';
import { SquareThumbnail, THUMBNAIL_PX } from '../../../components/square-thumbnail';
import { useRecordDialogs } from '../../../components/use-record-dialogs';
import { WaitingPhotos } from '../../../entities/outbox/components/waiting-photos';
import { useDeletePhoto } from '../../../entities/photo/api/photo-mutations';
import { photoQueries } from '../../../entities/photo/api/photo-queries';
import { useCanEdit } from '../../../lib/household-role';
import { PhotoFormDialog } from './lazy-photo-form-dialog';
import { deleteWords } from '../../../components/delete-words';
import { BareList } from '../../../components/bare-list';

const DELETE_WORDS = deleteWords('Photo');

const isBehindTheWalls = (photo: Photo) => photo.tags.includes(BEHIND_THE_WALLS);

/** The photos by the day they were taken, newest first (the order the API pages them in). */
function byDay(photos: Photo[]): [string, Photo[]][] {
  const days = new Map<string, Photo[]>();
  for (const photo of photos) days.set(photo.takenOn, [...(days.get(photo.takenOn) ?? []), photo]);
  return [...days];
}

interface PhotoActions {
  onEdit: (photo: Photo) => void;
  onDelete: (photo: Photo) => void;
}

/** A tile's Edit and Delete (editors): in its corner, on paper discs that read on any photo. */
const CORNER_BUTTONS = {
  position: 'absolute',
  top: 2,
  right: 2,
  display: 'flex',
  '& .MuiIconButton-root': { bgcolor: 'background.paper' },
} as const;

function PhotoTile({ photo, onEdit, onDelete }: { photo: Photo } & PhotoActions) {
  const canEdit = useCanEdit();
  const name = photo.caption ?? `Photo taken ${formatDate(photo.takenOn)}`;
  return (
    <Box component="li" aria-label={name} sx={{ width: THUMBNAIL_PX, position: 'relative' }}>
      <SquareThumbnail src={photo.thumbnailUrl} alt={name} />
      {isBehindTheWalls(photo) && (
        <Chip label="Behind the walls" size="small" sx={{ mt: 0.5, maxWidth: 1 }} />
      )}
      {photo.caption && (
        <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {photo.caption}
        </Typography>
      )}
      {canEdit && (
        <Box sx={CORNER_BUTTONS}>
          <EditDeleteButtons
            name={name}
            small
            onEdit={() => onEdit(photo)}
            onDelete={() => onDelete(photo)}
          />
        </Box>
      )}
    </Box>
  );
}

/** The photos shown, under the day each was taken, or why there are none (the filter left none). */
function PhotoDays({ photos, ...actions }: { photos: Photo[] } & PhotoActions) {
  if (photos.length === 0)
    return (
      <Typography variant="body2" color="textSecondary">
        No behind-the-walls photos yet
      </Typography>
    );
  return byDay(photos).map(([day, ofDay]) => (
    <Box key={day} component="section" aria-label={`Photos of ${formatDate(day)}`} sx={{ mb: 1 }}>
      <Typography variant="caption" component="h4" color="textSecondary">
        {formatDate(day)}
      </Typography>
      <BareList sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {ofDay.map((photo) => (
          <PhotoTile key={photo.id} photo={photo} {...actions} />
        ))}
      </BareList>
    </Box>
  ));
}

/** A photo's Edit form and its Delete, with the toasts of docs/product.md#homes-screen. */
function usePhotoDialogs() {
  return useRecordDialogs<Photo>({ mutation: useDeletePhoto(), words: DELETE_WORDS });
}

/**
 * A room's photos through the work (docs/product.md#homes-screen): by the day taken, the 'Behind the walls'
 * ones marked and a switch that shows them alone, 'Show more photos' for the next page, and for editors
 * 'Edit' and 'Delete' on each and 'Add Photo', which opens the camera on a phone.
 */
export function RoomPhotos({ room }: { room: Room }) {
  const query = useInfiniteQuery(photoQueries.ofRoom(room.id));
  const [behindOnly, setBehindOnly] = useState(false);
  const [picked, setPicked] = useState<File | null>(null);
  const canEdit = useCanEdit();
  // The photo form comes with the room's photos: a photo taken without a connection needs its code at hand
  // (the service worker keeps each chunk once loaded).
  useEffect(() => {
    if (canEdit) PhotoFormDialog.preload().catch(() => {}); // opening it retries and reports
  }, [canEdit]);
  const dialogs = usePhotoDialogs();

  return (
    <Box sx={{ pl: 2, pb: 1 }}>
      <FormControlLabel
        control={<Switch size="small" checked={behindOnly} onChange={(_, on) => setBehindOnly(on)} />}
        label="Behind the walls only"
      />
      <WaitingPhotos roomId={room.id} />
      <RecordList
        query={query}
        errorTitle="Failed to fetch photos"
        placeholder={
          <Skeleton
            variant="rectangular"
            width={THUMBNAIL_PX}
            height={THUMBNAIL_PX}
            aria-label="Loading photos"
          />
        }
        empty={
          <Typography variant="body2" color="textSecondary">
            No photos yet
          </Typography>
        }
      >
        {(photos) => (
          <PhotoDays
            photos={behindOnly ? photos.filter(isBehindTheWalls) : photos}
            onEdit={dialogs.openEdit}
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
      <LazyDialog open={picked !== null || dialogs.editing !== null}>
        <PhotoFormDialog
          open={picked !== null || dialogs.editing !== null}
          room={room}
          file={picked}
          photo={dialogs.editing}
          onClose={() => {
            setPicked(null);
            dialogs.closeForm();
          }}
        />
      </LazyDialog>
      <DeleteDialog dialogs={dialogs} title="Delete Photo">
        Are you sure you want to delete this photo? This action cannot be undone.
      </DeleteDialog>
    </Box>
  );
}

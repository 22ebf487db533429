import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BEHIND_THE_WALLS,
  photoEditFormSchema,
  photoFormSchema,
  todayLocalDateString,
  type Photo,
  type PhotoEditFormValues,
  type PhotoInput,
  type Room,
} from '@reno/domain';
import { useCallback, useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckboxInput } from '../../../components/form/checkbox-field';
import { RecordFormDialog } from '../../../components/form/record-form-dialog';
import { DateInput, TextInput } from '../../../components/form/form-fields';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useQueuePhoto } from '../../../entities/outbox/api/outbox-mutations';
import { isHeldReceipt } from '../../../entities/outbox/utils/held-receipts';
import { useCreatePhoto, useUpdatePhoto } from '../../../entities/photo/api/photo-mutations';
import { uploadPlan } from '../../../entities/upload/api/upload-file';
import { useFileUpload, type UploadState } from '../../../entities/upload/hooks/use-file-upload';

interface PhotoFormDialogProps {
  open: boolean;
  room: Room;
  /** The photo just taken or chosen: it uploads while the form is filled in. */
  file?: File | null | undefined;
  /** The saved photo whose day, caption and tag are changed ('Edit Photo'). */
  photo?: Photo | null | undefined;
  onClose: () => void;
}

/**
 * 'Add Photo' (docs/product.md#photo-form): the picked photo uploading, its day, caption and tag; or 'Edit
 * Photo': a saved one's day, caption and tag.
 */
export function PhotoFormDialog({ open, room, file, photo, onClose }: PhotoFormDialogProps) {
  return (
    <RecordFormDialog open={open} noun="Photo" editing={!!photo} onClose={onClose}>
      {photo ? (
        <PhotoEditForm room={room} photo={photo} onClose={onClose} />
      ) : (
        file && <PhotoForm room={room} file={file} onClose={onClose} />
      )}
    </RecordFormDialog>
  );
}

/** The fields a photo is added and changed with. */
function PhotoFields({ room }: { room: Room }) {
  return (
    <>
      <DateInput name="takenOn" label="Taken on" required />
      <TextInput name="caption" label="Caption" />
      <CheckboxInput
        name="behindTheWalls"
        label={`Behind the walls (pipes, wiring, framing) in ${room.name}`}
      />
    </>
  );
}

const editFields = (photo: Photo): PhotoEditFormValues => ({
  takenOn: photo.takenOn,
  caption: photo.caption ?? '',
  behindTheWalls: photo.tags.includes(BEHIND_THE_WALLS),
  otherTags: photo.tags.filter((tag) => tag !== BEHIND_THE_WALLS),
});

function PhotoEditForm({ room, photo, onClose }: { room: Room; photo: Photo; onClose: () => void }) {
  const form = useForm({ resolver: zodResolver(photoEditFormSchema), defaultValues: editFields(photo) });
  const { shell, pending } = useSaveForm(form, {
    update: useUpdatePhoto(),
    editing: photo,
    successToast: { title: 'Photo updated successfully', variant: 'success' },
    onSaved: onClose,
    logAs: 'Photo update failed',
  });
  return (
    <FormShell {...shell} label="Edit photo">
      <PhotoFields room={room} />
      <FormActions noun="Photo" editing pending={pending} onCancel={onClose} />
    </FormShell>
  );
}

const NOT_A_PHOTO = 'Photos must be JPEG, PNG, WebP or HEIC images';

/** What the upload is doing, in words; `key` is the form's: empty, the upload's, or a photo held offline. */
function uploadWords(state: UploadState, fileName: string, key: string): string {
  if (state.status === 'error') return state.message;
  if (state.status === 'resizing') return `Making ${fileName} smaller…`;
  if (state.status === 'uploading') return `Uploading ${fileName}… ${state.progress}%`;
  if (isHeldReceipt(key)) return `${fileName} is kept on this device: it uploads when you are back online`;
  return key !== '' ? `${fileName} uploaded` : `Uploading ${fileName}…`;
}

/** A new photo: to the server, or into the outbox when it was taken without a connection (its file held). */
function useAddPhoto() {
  const online = useCreatePhoto();
  const queue = useQueuePhoto();
  return {
    mutateAsync: (payload: PhotoInput): Promise<Photo | null> =>
      isHeldReceipt(payload.key) ? queue.mutateAsync(payload) : online.mutateAsync(payload),
    isPending: online.isPending || queue.isPending,
  };
}

const QUEUED_TOAST = {
  title: 'Saved on this device',
  description: 'Waiting to upload: it is sent when you are back online',
  variant: 'success',
} as const;

function PhotoForm({ room, file, onClose }: { room: Room; file: File; onClose: () => void }) {
  const form = useForm({
    resolver: zodResolver(photoFormSchema),
    // A photo just taken was taken today; one chosen from the library, on the day its file was last changed.
    defaultValues: {
      roomId: room.id,
      key: '',
      takenOn: file.lastModified ? todayLocalDateString(new Date(file.lastModified)) : todayLocalDateString(),
      caption: '',
      behindTheWalls: false,
    },
  });
  const { setValue, clearErrors } = form;
  const onUploaded = useCallback(
    (key: string) => {
      setValue('key', key);
      clearErrors('key');
    },
    [setValue, clearErrors],
  );
  const { state, upload } = useFileUpload('photo', onUploaded);
  const readable = uploadPlan('photo', file) !== 'ignore';
  useEffect(() => {
    if (readable) void upload(file);
  }, [file, readable, upload]);

  const { shell, pending } = useSaveForm(form, {
    create: useAddPhoto(),
    successToast: (saved) =>
      saved === null ? QUEUED_TOAST : { title: 'Photo added successfully', variant: 'success' },
    onSaved: onClose,
    logAs: 'Photo create failed',
  });
  const key = useWatch({ control: form.control, name: 'key' });
  const refusal = form.formState.errors.key?.message;
  const busy = state.status === 'uploading' || state.status === 'resizing';
  return (
    <FormShell {...shell} label="Add photo">
      <Typography variant="body2" role="status" sx={{ overflowWrap: 'anywhere' }}>
        {readable ? uploadWords(state, file.name, key) : NOT_A_PHOTO}
      </Typography>
      {state.status === 'uploading' && (
        <LinearProgress variant="determinate" value={state.progress} aria-label="Upload progress" />
      )}
      {refusal && key !== '' && (
        <Typography variant="body2" color="error" role="alert">
          {refusal}
        </Typography>
      )}
      <PhotoFields room={room} />
      <FormActions
        noun="Photo"
        editing={false}
        pending={pending}
        busy={busy || !readable}
        onCancel={onClose}
      />
    </FormShell>
  );
}

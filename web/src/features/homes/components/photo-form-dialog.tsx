import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { photoFormSchema, todayLocalDateString, type Room } from '@reno/domain';
import { useCallback, useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckboxInput } from '../../../components/form/choice-fields';
import { FormDialog } from '../../../components/form/form-dialog';
import { DateInput, TextInput } from '../../../components/form/form-fields';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useCreatePhoto } from '../../../entities/photo/api/photo-mutations';
import { uploadPlan } from '../../../entities/upload/api/upload-file';
import { useFileUpload, type UploadState } from '../../../entities/upload/hooks/use-file-upload';

interface PhotoFormDialogProps {
  open: boolean;
  room: Room;
  /** The photo just taken or chosen: it uploads while the form is filled in. */
  file: File;
  onClose: () => void;
}

/** 'Add Photo' (docs/product.md#photo-form): the picked photo uploading, its day, caption and tag. */
export function PhotoFormDialog(props: PhotoFormDialogProps) {
  if (!props.open) return null;
  return (
    <FormDialog open onClose={props.onClose} title="Add Photo">
      <PhotoForm {...props} />
    </FormDialog>
  );
}

const NOT_A_PHOTO = 'Photos must be JPEG, PNG, WebP or HEIC images';

/** What the upload is doing, in words. */
function uploadWords(state: UploadState, fileName: string, uploaded: boolean): string {
  if (state.status === 'error') return state.message;
  if (state.status === 'resizing') return `Making ${fileName} smaller…`;
  if (state.status === 'uploading') return `Uploading ${fileName}… ${state.progress}%`;
  return uploaded ? `${fileName} uploaded` : `Uploading ${fileName}…`;
}

function PhotoForm({ room, file, onClose }: PhotoFormDialogProps) {
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
    create: useCreatePhoto(),
    successToast: { title: 'Photo added successfully', variant: 'success' },
    onSaved: onClose,
    logAs: 'Photo create failed',
  });
  const key = useWatch({ control: form.control, name: 'key' });
  const refusal = form.formState.errors.key?.message;
  const busy = state.status === 'uploading' || state.status === 'resizing';
  return (
    <FormShell {...shell} label="Add photo">
      <Typography variant="body2" role="status" sx={{ overflowWrap: 'anywhere' }}>
        {readable ? uploadWords(state, file.name, key !== '') : NOT_A_PHOTO}
      </Typography>
      {state.status === 'uploading' && (
        <LinearProgress variant="determinate" value={state.progress} aria-label="Upload progress" />
      )}
      {refusal && key !== '' && (
        <Typography variant="body2" color="error" role="alert">
          {refusal}
        </Typography>
      )}
      <DateInput name="takenOn" label="Taken on" required />
      <TextInput name="caption" label="Caption" />
      <CheckboxInput
        name="behindTheWalls"
        label={`Behind the walls (pipes, wiring, framing) in ${room.name}`}
      />
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

import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { RECEIPT_CONTENT_TYPES } from '@reno/domain';
import { useId, useState, type DragEvent } from 'react';
import { HiddenFileInput, type FileInputProps } from '../../../components/file-picker';
import { HeldReceiptPreview } from '../../../entities/outbox/components/held-receipt-preview';
import { isHeldReceipt } from '../../../entities/outbox/utils/held-receipts';
import { ReceiptImage } from '../../../entities/upload/components/receipt-image';
import { useFileUpload, type UploadState } from '../../../entities/upload/hooks/use-file-upload';

const RECEIPT_ACCEPT = [...RECEIPT_CONTENT_TYPES, '.jpg', '.jpeg', '.png', '.gif', '.pdf'].join(',');

interface ReceiptUploadProps {
  value: string | null;
  onChange: (key: string | null) => void;
  /** On a phone: a camera button first ('Add receipt photo'), then a file picker for PDFs and saved photos. */
  camera?: boolean;
}

/**
 * 'Receipt Image (Optional)': drop or pick a file; uploads straight to S3 with progress
 * (docs/product.md#receipt-upload).
 */
export function ReceiptUpload({ value, onChange, camera = false }: ReceiptUploadProps) {
  const hintId = useId();
  const { state, upload } = useFileUpload('receipt', onChange);
  const busy = state.status === 'uploading' || state.status === 'resizing';

  if (value) {
    return (
      <Box>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Receipt Image (Optional)
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          {isHeldReceipt(value) ? (
            <HeldReceiptPreview reference={value} height={120} />
          ) : (
            <ReceiptImage reference={value} alt="Receipt preview" height={120} />
          )}
          <IconButton aria-label="Remove receipt" onClick={() => onChange(null)} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      </Box>
    );
  }

  const inputProps: FileInputProps = {
    accept: RECEIPT_ACCEPT,
    disabled: busy,
    'aria-describedby': hintId,
    onPick: (file) => void upload(file),
  };

  return (
    <Box>
      {camera ? (
        <CameraPicker state={state} inputProps={inputProps} />
      ) : (
        <DropZone state={state} inputProps={inputProps} onDrop={(file) => void upload(file)} />
      )}
      <UploadProgress state={state} />
      <FormHelperText id={hintId} error={state.status === 'error'}>
        {state.status === 'error'
          ? state.message
          : 'JPEG, PNG, GIF or PDF, up to 10 MB; larger photos are resized'}
      </FormHelperText>
    </Box>
  );
}

const pickerLook = (busy: boolean) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  borderRadius: 2,
  cursor: busy ? 'default' : 'pointer',
  opacity: busy ? 0.7 : 1,
  '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
});

function statusText(state: UploadState): string | null {
  if (state.status === 'resizing') return `Making ${state.fileName} smaller than 10 MB…`;
  if (state.status === 'uploading') return `Uploading ${state.fileName}…`;
  return null;
}

function DropZone({
  state,
  inputProps,
  onDrop,
}: {
  state: UploadState;
  inputProps: FileInputProps;
  onDrop: (file: File | undefined) => void;
}) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const busy = !!inputProps.disabled;
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) onDrop(event.dataTransfer.files[0]);
  };
  return (
    <Box
      component="label"
      htmlFor={inputId}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        if (!busy) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      sx={{
        ...pickerLook(busy),
        flexDirection: 'column',
        gap: 0.5,
        p: 2,
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'transparent',
      }}
    >
      <CloudUploadIcon color="action" aria-hidden />
      <Typography variant="body2">
        {statusText(state) ?? 'Receipt Image (Optional): drop a file or choose one'}
      </Typography>
      <HiddenFileInput id={inputId} {...inputProps} />
    </Box>
  );
}

/** The phone's receipt picker: the camera first, a file (a PDF, a saved photo) second. */
function CameraPicker({ state, inputProps }: { state: UploadState; inputProps: FileInputProps }) {
  const busy = !!inputProps.disabled;
  const status = statusText(state);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box
        component="label"
        sx={{
          ...pickerLook(busy),
          py: 1.5,
          px: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 600,
        }}
      >
        <AddAPhotoIcon aria-hidden />
        {status ?? 'Add receipt photo'}
        <HiddenFileInput
          {...inputProps}
          accept="image/jpeg,image/png,image/gif"
          capture="environment"
          aria-label="Add receipt photo"
        />
      </Box>
      <Box
        component="label"
        sx={{ ...pickerLook(busy), py: 0.5, color: 'primary.main', textDecoration: 'underline' }}
      >
        or choose a file (photo or PDF)
        <HiddenFileInput {...inputProps} aria-label="Choose a receipt file" />
      </Box>
    </Box>
  );
}

function UploadProgress({ state }: { state: UploadState }) {
  if (state.status === 'resizing') return <LinearProgress aria-label="Resizing the photo" sx={{ mt: 1 }} />;
  if (state.status !== 'uploading') return null;
  return (
    <LinearProgress
      variant="determinate"
      value={state.progress}
      aria-label="Receipt upload progress"
      sx={{ mt: 1 }}
    />
  );
}

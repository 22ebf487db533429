import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { RECEIPT_CONTENT_TYPES } from '@reno/domain';
import { useId, useState, type DragEvent } from 'react';
import { ReceiptImage } from '../../uploads/components/receipt-image';
import { useFileUpload } from '../../uploads/hooks/use-file-upload';

interface ReceiptUploadProps {
  value: string | null;
  onChange: (key: string | null) => void;
}

/** 'Receipt Image (Optional)': drop or pick a file; uploads straight to S3 with progress (SPEC §2, §4). */
export function ReceiptUpload({ value, onChange }: ReceiptUploadProps) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const { state, upload } = useFileUpload('receipt', onChange);
  const uploading = state.status === 'uploading' || state.status === 'resizing';

  if (value) {
    return (
      <Box>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Receipt Image (Optional)
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <ReceiptImage reference={value} alt="Receipt preview" height={120} />
          <IconButton aria-label="Remove receipt" onClick={() => onChange(null)} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      </Box>
    );
  }

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) void upload(event.dataTransfer.files[0]);
  };

  return (
    <Box>
      <Box
        component="label"
        htmlFor={inputId}
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          if (!uploading) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 0.5,
          p: 2,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          cursor: uploading ? 'default' : 'pointer',
          opacity: uploading ? 0.7 : 1,
          '&:focus-within': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <CloudUploadIcon color="action" aria-hidden />
        <Typography variant="body2">
          {state.status === 'resizing'
            ? `Making ${state.fileName} smaller than 10 MB…`
            : state.status === 'uploading'
              ? `Uploading ${state.fileName}…`
              : 'Receipt Image (Optional): drop a file or choose one'}
        </Typography>
        <input
          id={inputId}
          type="file"
          accept={[...RECEIPT_CONTENT_TYPES, '.jpg', '.jpeg', '.png', '.gif', '.pdf'].join(',')}
          disabled={uploading}
          aria-describedby={hintId}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        />
      </Box>
      {state.status === 'resizing' && <LinearProgress aria-label="Resizing the photo" sx={{ mt: 1 }} />}
      {state.status === 'uploading' && (
        <LinearProgress
          variant="determinate"
          value={state.progress}
          aria-label="Receipt upload progress"
          sx={{ mt: 1 }}
        />
      )}
      <FormHelperText id={hintId} error={state.status === 'error'}>
        {state.status === 'error'
          ? state.message
          : 'JPEG, PNG, GIF or PDF, up to 10 MB; larger photos are resized'}
      </FormHelperText>
    </Box>
  );
}

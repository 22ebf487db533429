import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { FilePickerButton } from '../../../components/file-picker';
import { useEffect, useId } from 'react';
import { ATTACHMENT_ACCEPT, useAttachmentUpload } from '../../../entities/upload/hooks/use-attachment-upload';
import { attachmentFileName } from '../../../entities/upload/api/attachment-file-name';
import { AttachmentLink } from './attachment-link';

interface AttachmentUploadProps {
  value: string | null;
  onChange: (key: string | null) => void;
  /** Told when an upload starts and ends (the form waits for it before saving). */
  onUploadingChange?: (uploading: boolean) => void;
}

/** 'Attachment (Optional)': a file picker with progress; once stored, its name, a view link and remove. */
export function AttachmentUpload({ value, onChange, onUploadingChange }: AttachmentUploadProps) {
  const hintId = useId();
  const { state, upload } = useAttachmentUpload(onChange);
  const uploading = state.status === 'uploading';
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
        Attachment (Optional)
      </Typography>
      {value && !uploading ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <AttachFileIcon fontSize="small" color="action" aria-hidden />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', flexGrow: 1 }}>
            {attachmentFileName(value)}
          </Typography>
          <AttachmentLink reference={value} />
          <IconButton aria-label="Remove attachment" size="small" onClick={() => onChange(null)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ) : (
        <>
          <FilePickerButton
            inputLabel="Attachment (Optional)"
            accept={ATTACHMENT_ACCEPT}
            disabled={uploading}
            describedBy={hintId}
            onPick={(file) => void upload(file)}
          >
            {uploading ? `Uploading ${state.fileName}…` : 'Upload Attachment'}
          </FilePickerButton>
          {uploading && (
            <LinearProgress
              variant="determinate"
              value={state.progress}
              aria-label="Attachment upload progress"
              sx={{ mt: 1 }}
            />
          )}
        </>
      )}
      <FormHelperText id={hintId}>Images, PDF, DOC, DOCX or TXT files, up to 10MB</FormHelperText>
    </Box>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { MAX_ITEM_DOCUMENTS, type HomeItemFormValues } from '@reno/domain';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FilePickerButton } from '../../../components/file-picker';
import { attachmentFileName } from '../../upload/api/attachment-file-name';
import { DocumentDownloadButton } from '../../upload/components/document-download-button';
import { ATTACHMENT_ACCEPT, useAttachmentUpload } from '../../upload/hooks/use-attachment-upload';
import { BareList } from '../../../components/bare-list';

/** One stored file on the form: its name (a download), and 'Remove {name}'. */
function StoredFile({ reference, onRemove }: { reference: string; onRemove: () => void }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <DocumentDownloadButton reference={reference} />
      </Box>
      <IconButton aria-label={`Remove ${attachmentFileName(reference)}`} size="small" onClick={onRemove}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** Told true when an upload starts and false when it ends or its button goes: the form waits meanwhile. */
type UploadingChange = (uploading: boolean) => void;

/** The upload button: 'Uploading {file}…' while a file goes up (docs/product.md#home-item-form). */
function UploadButton({
  label,
  onUploaded,
  onUploadingChange,
  hidden,
}: {
  label: string;
  onUploaded: (key: string) => void;
  onUploadingChange: UploadingChange;
  hidden?: boolean;
}) {
  const { state, upload } = useAttachmentUpload(onUploaded);
  const uploading = state.status === 'uploading';
  // The warranty's button is gone as soon as its file is stored: the cleanup says so then too.
  useEffect(() => {
    if (!uploading) return;
    onUploadingChange(true);
    return () => onUploadingChange(false);
  }, [uploading, onUploadingChange]);
  if (hidden) return null;
  return (
    <FilePickerButton
      size="small"
      inputLabel={label}
      accept={ATTACHMENT_ACCEPT}
      disabled={uploading}
      onPick={(file) => void upload(file)}
    >
      {uploading ? `Uploading ${state.fileName}…` : label}
    </FilePickerButton>
  );
}

/** 'Documents' (manuals, receipts of the install; at most 10) of the item form, uploaded as attachments are. */
export function ItemDocuments({ onUploadingChange }: { onUploadingChange: UploadingChange }) {
  const { control, setValue, getValues } = useFormContext<HomeItemFormValues>();
  const documents = useWatch({ control, name: 'documents' });
  const set = (next: string[]) => setValue('documents', next, { shouldDirty: true });
  return (
    <Box>
      <Typography component="h3" variant="subtitle2">
        Documents
      </Typography>
      {documents.length > 0 && (
        <BareList label="Documents">
          {documents.map((key) => (
            <StoredFile
              key={key}
              reference={key}
              onRemove={() => set(documents.filter((other) => other !== key))}
            />
          ))}
        </BareList>
      )}
      <UploadButton
        label="Upload Document"
        hidden={documents.length >= MAX_ITEM_DOCUMENTS}
        onUploaded={(key) => set([...getValues('documents'), key])}
        onUploadingChange={onUploadingChange}
      />
    </Box>
  );
}

/** The warranty's document (its card): one file, replaced by removing it and uploading another. */
export function WarrantyDocument({ onUploadingChange }: { onUploadingChange: UploadingChange }) {
  const { control, setValue } = useFormContext<HomeItemFormValues>();
  const document = useWatch({ control, name: 'warranty.document' });
  const set = (key: string | null) => setValue('warranty.document', key, { shouldDirty: true });
  return document ? (
    <BareList label="Warranty document">
      <StoredFile reference={document} onRemove={() => set(null)} />
    </BareList>
  ) : (
    <UploadButton label="Upload Warranty Document" onUploaded={set} onUploadingChange={onUploadingChange} />
  );
}

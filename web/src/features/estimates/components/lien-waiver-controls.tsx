import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Estimate, type InstallmentView, type WaiverPayment, type WaiverType } from '@reno/domain';
import { useId, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { describeError } from '../../../lib/api-errors';
import { useSetLienWaiver } from '../api/payment-schedule-mutations';
import { useAttachmentUpload } from '../hooks/use-attachment-upload';
import { waiverWords } from '../utils/waiver-words';
import { AttachmentLink } from './attachment-link';

const TYPE_LABELS: Record<WaiverType, string> = {
  conditional: 'Conditional',
  unconditional: 'Unconditional',
};
const PAYMENT_LABELS: Record<WaiverPayment, string> = { progress: 'Progress', final: 'Final' };

interface LienWaiverControlsProps {
  estimate: Estimate;
  installment: InstallmentView;
}

/**
 * An installment's lien waiver for editors (docs/product.md#payment-schedule-screens): the kept one with 'View waiver',
 * 'Replace waiver' and 'Remove waiver'; else the waiver's type and what it releases (the final payment asks
 * for a final unconditional one) and 'Upload waiver', uploaded as an estimate's attachment is.
 */
export function LienWaiverControls({ estimate, installment }: LienWaiverControlsProps) {
  const final = installment.kind === 'final';
  const [type, setType] = useState<WaiverType>('unconditional');
  const [payment, setPayment] = useState<WaiverPayment>(final ? 'final' : 'progress');
  const save = useSaveWaiver(estimate, installment.id);
  const { state, upload } = useAttachmentUpload((fileUrl) =>
    save(
      { fileUrl, type: installment.waiver?.type ?? type, payment: installment.waiver?.payment ?? payment },
      'Lien waiver saved',
    ),
  );
  const uploading = state.status === 'uploading';
  const { waiver } = installment;
  const picker = (
    <UploadButton
      label={waiver ? 'Replace waiver' : 'Upload waiver'}
      uploading={uploading ? state.fileName : null}
      onPick={(file) => void upload(file)}
    />
  );
  if (waiver)
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2">{waiverWords(waiver)}</Typography>
        <AttachmentLink reference={waiver.fileUrl} label="View waiver" />
        {picker}
        <IconButton aria-label="Remove waiver" size="small" onClick={() => save(null, 'Lien waiver removed')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <SmallChoice label="Waiver" value={type} labels={TYPE_LABELS} onChange={setType} />
      <SmallChoice label="Releases" value={payment} labels={PAYMENT_LABELS} onChange={setPayment} />
      {picker}
    </Box>
  );
}

/** The file picker, as a button: 'Uploading {file}…' while it goes up. */
function UploadButton({
  label,
  uploading,
  onPick,
}: {
  label: string;
  uploading: string | null;
  onPick: (file: File | undefined) => void;
}) {
  const inputId = useId();
  return (
    <Button
      component="label"
      htmlFor={inputId}
      size="small"
      variant="outlined"
      startIcon={<UploadFileIcon />}
      disabled={uploading !== null}
      sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main' } }}
    >
      {uploading !== null ? `Uploading ${uploading}…` : label}
      <input
        id={inputId}
        type="file"
        accept="image/*,.pdf,.doc,.docx,.txt"
        aria-label={label}
        disabled={uploading !== null}
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          event.target.value = '';
        }}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
      />
    </Button>
  );
}

/** Keeps or removes the waiver, with its toast. */
function useSaveWaiver(estimate: Estimate, installmentId: number) {
  const { toast } = useToast();
  const mutation = useSetLienWaiver();
  return (waiver: Parameters<typeof mutation.mutate>[0]['waiver'], success: string) =>
    mutation.mutate(
      { estimate, installmentId, waiver },
      {
        onSuccess: () => toast({ title: success, variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Failed to save lien waiver',
            description: describeError(error).message,
            variant: 'destructive',
          }),
      },
    );
}

/** A small select of `labels`' keys, shown by their labels. */
function SmallChoice<T extends string>({
  label,
  value,
  labels,
  onChange,
}: {
  label: string;
  value: T;
  labels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {(Object.keys(labels) as T[]).map((key) => (
        <MenuItem key={key} value={key}>
          {labels[key]}
        </MenuItem>
      ))}
    </TextField>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type Estimate, type InstallmentView, type WaiverPayment, type WaiverType } from '@reno/domain';
import { useState } from 'react';
import { FilePickerButton } from '../../../components/file-picker';
import { InstantSelect, type Choice } from '../../../components/instant-select';
import { useToast } from '../../../components/toast/use-toast';
import { describeError } from '../../../lib/api-errors';
import { useSetLienWaiver } from '../api/payment-schedule-mutations';
import { useAttachmentUpload } from '../../../entities/upload/hooks/use-attachment-upload';
import { waiverWords } from '../utils/waiver-words';
import { AttachmentLink } from './attachment-link';

const TYPE_CHOICES: Choice<WaiverType>[] = [
  { value: 'conditional', label: 'Conditional' },
  { value: 'unconditional', label: 'Unconditional' },
];
const PAYMENT_CHOICES: Choice<WaiverPayment>[] = [
  { value: 'progress', label: 'Progress' },
  { value: 'final', label: 'Final' },
];

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
  const pickerLabel = waiver ? 'Replace waiver' : 'Upload waiver';
  const picker = (
    <FilePickerButton
      size="small"
      inputLabel={pickerLabel}
      accept="image/*,.pdf,.doc,.docx,.txt"
      disabled={uploading}
      onPick={(file) => void upload(file)}
    >
      {uploading ? `Uploading ${state.fileName}…` : pickerLabel}
    </FilePickerButton>
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
      <InstantSelect label="Waiver" value={type} options={TYPE_CHOICES} onChange={setType} />
      <InstantSelect label="Releases" value={payment} options={PAYMENT_CHOICES} onChange={setPayment} />
      {picker}
    </Box>
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

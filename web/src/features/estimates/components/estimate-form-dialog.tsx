import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  parseErrorMessage,
  type Contractor,
  type Estimate,
  type EstimatePayload,
  type Project,
} from '@reno/domain';
import { useId } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { useCreateEstimate, useUpdateEstimate } from '../api/estimate-mutations';
import { EstimateForm } from './estimate-form';

interface EstimateFormDialogProps {
  open: boolean;
  /** The estimate to edit; absent to add one. */
  estimate?: Estimate | null | undefined;
  project: Project | null;
  projects: readonly Project[];
  contractors: readonly Contractor[];
  onClose: () => void;
}

/** Add or edit an estimate, with SPEC §8's toasts; field issues from the server land on their fields. */
export function EstimateFormDialog({
  open,
  estimate,
  project,
  projects,
  contractors,
  onClose,
}: EstimateFormDialogProps) {
  const titleId = useId();
  const { toast } = useToast();
  const createEstimate = useCreateEstimate();
  const updateEstimate = useUpdateEstimate();
  const adding = !estimate;

  const save = async (payload: EstimatePayload) => {
    try {
      if (estimate) await updateEstimate.mutateAsync({ id: estimate.id, payload });
      else await createEstimate.mutateAsync(payload);
      toast({
        title: adding ? 'Estimate created successfully' : 'Estimate updated successfully',
        variant: 'success',
      });
      onClose();
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      const validation = parseErrorMessage(message);
      toast(
        validation
          ? {
              title: 'Validation Error',
              description: validation.summary || 'Please check the form for errors.',
              variant: 'destructive',
            }
          : {
              title: adding ? 'Failed to create estimate' : 'Failed to update estimate',
              description: message || undefined,
              variant: 'destructive',
            },
      );
      throw error;
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{adding ? 'Add Estimate' : 'Edit Estimate'}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <EstimateForm
            estimate={estimate}
            project={project}
            projects={projects}
            contractors={contractors}
            pending={adding ? createEstimate.isPending : updateEstimate.isPending}
            onSubmit={save}
            onCancel={onClose}
          />
        </Box>
      </DialogContent>
    </Dialog>
  );
}

import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { parseErrorMessage, type Milestone, type MilestonePayload } from '@reno/domain';
import { useId } from 'react';
import { useCreateMilestone, useUpdateMilestone } from '../api/milestone-mutations';
import { MilestoneForm } from './milestone-form';

interface MilestoneFormDialogProps {
  projectId: number;
  /** The milestone to edit; absent to add one. */
  milestone?: Milestone | null | undefined;
  onClose: () => void;
}

/**
 * 'Add Milestone' / 'Edit Milestone'. SPEC §8: save errors raise no toast; they are logged, and the
 * dialog stays open with the reason (field issues on their fields).
 */
export function MilestoneFormDialog({ projectId, milestone, onClose }: MilestoneFormDialogProps) {
  const titleId = useId();
  const createMilestone = useCreateMilestone();
  const updateMilestone = useUpdateMilestone();
  const mutation = milestone ? updateMilestone : createMilestone;

  const save = async (payload: MilestonePayload) => {
    try {
      if (milestone) await updateMilestone.mutateAsync({ id: milestone.id, payload });
      else await createMilestone.mutateAsync(payload);
      onClose();
    } catch (error) {
      console.error(milestone ? 'Milestone update failed' : 'Milestone create failed', error);
      throw error;
    }
  };

  const failure = mutation.error?.message;
  const errorMessage = failure ? (parseErrorMessage(failure)?.summary ?? failure) : null;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{milestone ? 'Edit Milestone' : 'Add Milestone'}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <MilestoneForm
            projectId={projectId}
            milestone={milestone}
            pending={mutation.isPending}
            errorMessage={errorMessage}
            onSubmit={save}
            onCancel={onClose}
          />
        </Box>
      </DialogContent>
    </Dialog>
  );
}

import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Milestone } from '@reno/domain';
import { useId } from 'react';
import { MilestoneForm } from './milestone-form';

interface MilestoneFormDialogProps {
  projectId: number;
  /** The milestone to edit; absent to add one. */
  milestone?: Milestone | null | undefined;
  onClose: () => void;
}

/** 'Add Milestone' / 'Edit Milestone'; a failed save keeps the dialog open with the reason. */
export function MilestoneFormDialog({ projectId, milestone, onClose }: MilestoneFormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{milestone ? 'Edit Milestone' : 'Add Milestone'}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <MilestoneForm projectId={projectId} milestone={milestone} onSaved={onClose} onCancel={onClose} />
        </Box>
      </DialogContent>
    </Dialog>
  );
}

import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Contractor, Estimate, Project } from '@reno/domain';
import { useId } from 'react';
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

export function EstimateFormDialog({
  open,
  estimate,
  project,
  projects,
  contractors,
  onClose,
}: EstimateFormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{estimate ? 'Edit Estimate' : 'Add Estimate'}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <EstimateForm
            estimate={estimate}
            project={project}
            projects={projects}
            contractors={contractors}
            onSaved={onClose}
            onCancel={onClose}
          />
        </Box>
      </DialogContent>
    </Dialog>
  );
}

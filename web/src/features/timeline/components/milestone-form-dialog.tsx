import type { Milestone } from '@reno/domain';
import { FormDialog } from '../../../components/form/form-dialog';
import { MilestoneForm } from './milestone-form';

interface MilestoneFormDialogProps {
  projectId: number;
  /** The milestone to edit; absent to add one. */
  milestone?: Milestone | null | undefined;
  onClose: () => void;
}

/** 'Add Milestone' / 'Edit Milestone'; a failed save keeps the dialog open with the reason. */
export function MilestoneFormDialog({ projectId, milestone, onClose }: MilestoneFormDialogProps) {
  return (
    <FormDialog open onClose={onClose} title={milestone ? 'Edit Milestone' : 'Add Milestone'}>
      <MilestoneForm projectId={projectId} milestone={milestone} onSaved={onClose} onCancel={onClose} />
    </FormDialog>
  );
}

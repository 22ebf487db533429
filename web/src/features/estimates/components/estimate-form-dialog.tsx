import type { Contractor, Estimate, Project } from '@reno/domain';
import { FormDialog } from '../../../components/form/form-dialog';
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

export function EstimateFormDialog({ open, onClose, ...form }: EstimateFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={form.estimate ? 'Edit Estimate' : 'Add Estimate'}
      maxWidth="md"
    >
      <EstimateForm {...form} onSaved={onClose} onCancel={onClose} />
    </FormDialog>
  );
}

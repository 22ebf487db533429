import type { Home } from '@reno/domain';
import { FormDialog } from '../../../components/form/form-dialog';
import { HomeForm } from './home-form';

interface HomeFormDialogProps {
  open: boolean;
  /** The home to edit; absent to add one. */
  home?: Home | null | undefined;
  onClose: () => void;
}

/** Add or edit a home ('Add Home' / 'Edit Home'), mounted only while open so each opening starts afresh. */
export function HomeFormDialog({ open, home, onClose }: HomeFormDialogProps) {
  if (!open) return null;
  return (
    <FormDialog open onClose={onClose} title={home ? 'Edit Home' : 'Add Home'}>
      <HomeForm home={home} onSaved={onClose} onCancel={onClose} />
    </FormDialog>
  );
}

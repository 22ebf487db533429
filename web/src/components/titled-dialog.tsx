import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';
import { useBackCloses } from './form/use-back-closes';

interface TitledDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** What follows the title: the dialog's content and actions. */
  children: ReactNode;
}

/**
 * A dialog named by its title that fills a phone's screen and closes with Back, Escape or a click beside it
 * (the export, the home packet, the share links). A form's dialog, which may ask before it closes, is
 * FormDialog.
 */
export function TitledDialog({ open, title, onClose, children }: TitledDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  useBackCloses(open, () => {
    onClose();
    return 'close';
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

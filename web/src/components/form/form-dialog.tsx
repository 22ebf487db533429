import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useReconnecting } from '../../lib/connection/reconnecting';
import { ConfirmDialog } from '../confirm-dialog';
import { FormDialogLink, type FormActivity } from './form-dialog-link';
import { useBackCloses } from './use-back-closes';

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  maxWidth?: 'sm' | 'md';
  /** Shows a spinner instead of the form (e.g. while the record is refetched). */
  loading?: boolean;
  /** A <FormShell> form: its fields scroll, its actions stay at the bottom. */
  children: ReactNode;
}

const IDLE: FormActivity = { dirty: false, saving: false, unreachable: false };

/**
 * The dialog a form opens in. The fields scroll between the title and the actions, so Save is always in
 * view; on phones the dialog takes the whole screen. Back, Escape and a click beside it close it, after
 * 'Discard changes?' when fields were changed. A save in flight keeps it open until the server answers,
 * and it says so, also while the server cannot be reached and the save is retried.
 */
export function FormDialog({ open, title, onClose, maxWidth = 'sm', loading, children }: FormDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const reconnecting = useReconnecting();
  const [activity, setActivity] = useState(IDLE);
  const [askingDiscard, setAskingDiscard] = useState(false);
  const [closeRefused, setCloseRefused] = useState(false);
  const report = useCallback((change: Partial<FormActivity>) => {
    setActivity((current) => ({ ...current, ...change }));
    if (change.saving === false) setCloseRefused(false);
  }, []);

  /** Closes unless a save is in flight or changes would be lost; says why it stays. */
  const requestClose = (): 'close' | 'stay' => {
    if (activity.saving) {
      setCloseRefused(true);
      return 'stay';
    }
    if (activity.dirty) {
      setAskingDiscard(true);
      return 'stay';
    }
    onClose();
    return 'close';
  };
  useBackCloses(open, requestClose);

  const unreachable = activity.saving && (activity.unreachable || reconnecting);
  return (
    <Dialog
      open={open}
      onClose={requestClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {(unreachable || closeRefused) && (
        <Alert severity={unreachable ? 'warning' : 'info'} role="status" sx={{ mx: 3, mb: 1 }}>
          {[
            unreachable ? "Can't reach the server — retrying…" : 'Saving…',
            closeRefused && 'Your save will finish: this closes by itself once the server has answered.',
          ]
            .filter(Boolean)
            .join(' ')}
        </Alert>
      )}
      {loading ? (
        <DialogContent>
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading" />
          </Box>
        </DialogContent>
      ) : (
        <FormDialogLink value={report}>{children}</FormDialogLink>
      )}
      <ConfirmDialog
        open={askingDiscard}
        title="Discard changes?"
        confirmLabel="Discard"
        destructive
        onConfirm={() => {
          setAskingDiscard(false);
          onClose();
        }}
        onCancel={() => setAskingDiscard(false)}
      >
        What you typed in this form will be lost.
      </ConfirmDialog>
    </Dialog>
  );
}

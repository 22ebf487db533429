import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCanEdit } from '../lib/household-role';

interface DetailProps {
  label: string;
  children: ReactNode;
  /** Long user text: break anywhere and keep its line breaks. */
  text?: boolean;
}

/** One entry of a details dialog's definition list (<dl>): the label, small and grey, over its value. */
export function Detail({ label, children, text }: DetailProps) {
  return (
    <>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, mb: 1.5, ...(text && { overflowWrap: 'anywhere', whiteSpace: 'pre-line' }) }}
      >
        {children}
      </Typography>
    </>
  );
}

export interface DetailActionsProps {
  onEdit: () => void;
  onDelete: () => void;
  onClose: () => void;
}

/** A details dialog's buttons: Delete and Edit for who may change the record, then Close. */
export function DetailActions({ onEdit, onDelete, onClose }: DetailActionsProps) {
  const canEdit = useCanEdit();
  return (
    <DialogActions>
      {canEdit && (
        <>
          <Button color="error" onClick={onDelete}>
            Delete
          </Button>
          <Button onClick={onEdit}>Edit</Button>
        </>
      )}
      <Button variant="contained" onClick={onClose}>
        Close
      </Button>
    </DialogActions>
  );
}

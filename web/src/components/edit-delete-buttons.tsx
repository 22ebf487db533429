import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import type { MouseEvent } from 'react';
import { useCanEdit, useIsOwner } from '../lib/household-role';

interface EditDeleteButtonsProps {
  /** The record's name, for the buttons' labels ('Edit Kitchen', 'Delete Kitchen'). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  small?: boolean;
  /** The buttons sit in a clickable row or card: their click must not also open it. */
  stopPropagation?: boolean;
  /** Only the owner may delete it (a home): an editor sees Edit alone. */
  ownerDeletes?: boolean;
}

/** A record's Edit and Delete icon buttons; none for a viewer (docs/product.md#viewer-screens). */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  small,
  stopPropagation,
  ownerDeletes,
}: EditDeleteButtonsProps) {
  const canEdit = useCanEdit();
  const canDelete = useIsOwner() || !ownerDeletes;
  const size = small ? 'small' : undefined;
  if (!canEdit) return null;
  const handle = (action: () => void) => (event: MouseEvent) => {
    if (stopPropagation) event.stopPropagation();
    action();
  };
  return (
    <>
      <IconButton aria-label={`Edit ${name}`} onClick={handle(onEdit)} size={size}>
        <EditIcon fontSize={size} />
      </IconButton>
      {canDelete && (
        <IconButton aria-label={`Delete ${name}`} onClick={handle(onDelete)} size={size} color="error">
          <DeleteIcon fontSize={size} />
        </IconButton>
      )}
    </>
  );
}

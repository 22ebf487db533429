import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { DeleteDialog } from '../../../components/delete-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { RecordList } from '../../../components/record-list';
import { useRecordDialogs } from '../../../components/use-record-dialogs';
import { useCanEdit } from '../../../lib/household-role';
import type { DeleteWords } from '../../../components/delete-words';
import { BareList } from '../../../components/bare-list';

interface NamedRecord {
  id: number;
  name: string;
}

interface CardRecordListProps<T extends NamedRecord> {
  /** A heading over the list ('Rooms', 'Maintenance'); none for a room's items. */
  heading?: string;
  query: UseQueryResult<T[]>;
  /** 'Failed to fetch rooms' (docs/product.md#failure-words). */
  errorTitle: string;
  /** The one-line skeleton while the records load: its accessible name and width. */
  loading: { label: string; width: string };
  /** 'No rooms yet'. */
  emptyText: string;
  /** The list's accessible name: 'Rooms of {home}'. */
  listLabel: string;
  /** The small '+ Add …' button under the list (none for a viewer) and its accessible name. */
  add: { text: string; label: string };
  remove: DeleteWords & {
    mutation: Pick<UseMutationResult<unknown, Error, number>, 'mutate' | 'isPending'>;
    /** The confirmation's title and question (the name is undefined while it closes). */
    title: string;
    question: (name: string | undefined) => ReactNode;
  };
  /** One record's `li`. */
  row: (record: T, actions: { onEdit: () => void; onDelete: () => void }) => ReactNode;
  /** The add/edit form, rendered lazily while open; `editing` is null when adding. */
  form: (open: boolean, editing: T | null, onClose: () => void) => ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A list of records inside a card (a home's rooms and tasks, a room's items): one line each with its own
 * actions, 'No … yet', a small add button, the add/edit form and the delete confirmation with its toasts.
 */
export function CardRecordList<T extends NamedRecord>(props: CardRecordListProps<T>) {
  const { heading, query, errorTitle, loading, emptyText, listLabel, add, remove, row, form, sx } = props;
  const canEdit = useCanEdit();
  const dialogs = useRecordDialogs<T>({ mutation: remove.mutation, words: remove });

  return (
    <Box sx={sx}>
      {heading && (
        <Typography component="h3" variant="subtitle2">
          {heading}
        </Typography>
      )}
      <RecordList
        query={query}
        errorTitle={errorTitle}
        placeholder={<Skeleton variant="text" width={loading.width} aria-label={loading.label} />}
        empty={
          <Typography variant="body2" color="textSecondary">
            {emptyText}
          </Typography>
        }
      >
        {(records) => (
          <BareList label={listLabel}>
            {records.map((record) => (
              <Fragment key={record.id}>
                {row(record, {
                  onEdit: () => dialogs.openEdit(record),
                  onDelete: () => dialogs.askDelete(record),
                })}
              </Fragment>
            ))}
          </BareList>
        )}
      </RecordList>
      {canEdit && (
        <Button size="small" startIcon={<AddIcon />} onClick={dialogs.openAdd} aria-label={add.label}>
          {add.text}
        </Button>
      )}
      <LazyDialog open={dialogs.formOpen}>
        {form(dialogs.formOpen, dialogs.editing, dialogs.closeForm)}
      </LazyDialog>
      <DeleteDialog dialogs={dialogs} title={remove.title}>
        {remove.question(dialogs.deleting?.name)}
      </DeleteDialog>
    </Box>
  );
}

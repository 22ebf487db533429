import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCanEdit } from '../lib/household-role';
import { EmptyState } from './empty-state';
import { QueryState } from './query-state';

interface RecordListProps<T> {
  query: UseQueryResult<T[]>;
  /** The 'Failed to fetch …' of this list (docs/product.md#failure-words). */
  errorTitle: string;
  /** Shown while the records load (a spinner, or skeletons shaped like them). */
  placeholder: ReactNode;
  /** Shown when there are none. */
  empty: ReactNode;
  children: (records: T[]) => ReactNode;
}

/** What a screen shows of its records: as QueryState does, with the empty state when there are none. */
export function RecordList<T>({ query, errorTitle, placeholder, empty, children }: RecordListProps<T>) {
  return (
    <QueryState query={query} errorTitle={errorTitle} placeholder={placeholder}>
      {(records) => (records.length === 0 ? empty : children(records))}
    </QueryState>
  );
}

/** The header's contained '+ Add …' button of a screen that lists records; none for a viewer. */
export function AddButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  if (!useCanEdit()) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {children}
    </Button>
  );
}

interface NoRecordsYetProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** The label of the button that adds the first record ('Add Your First Contractor'). */
  addLabel: string;
  onAdd: () => void;
}

/**
 * A screen's list before its first record: what would be here, and the button that adds the first (not
 * for a viewer, who is told who adds them instead).
 */
export function NoRecordsYet({ icon, title, description, addLabel, onAdd }: NoRecordsYetProps) {
  const canEdit = useCanEdit();
  return (
    <EmptyState
      headingLevel="h2"
      icon={icon}
      title={title}
      description={canEdit ? description : VIEWER_NOTE}
      action={
        canEdit && (
          <Button variant="contained" onClick={onAdd}>
            {addLabel}
          </Button>
        )
      }
    />
  );
}

/** What a viewer reads where others are asked to add the first record. */
export const VIEWER_NOTE = 'The owner or an editor of this household adds them; you can view them here.';

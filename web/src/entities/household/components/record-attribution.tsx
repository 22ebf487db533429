import Typography from '@mui/material/Typography';
import { formatDate, shortName, type RecordAuthor, type RecordEdits } from '@reno/domain';
import { useCurrentUser } from '../../session/components/auth-provider';
import { useActiveHousehold } from '../active-household/active-household-provider';

/**
 * How an author is named: their name as the record keeps it; a record from before households names
 * nobody (`name: null`), and its household's owner made it: the owner's first name.
 */
function useAuthorName(): (author: RecordAuthor) => string {
  const { householdId, active } = useActiveHousehold();
  const user = useCurrentUser();
  const owner = householdId === null ? shortName(user) : (active?.ownerName.split(' ')[0] ?? 'the owner');
  return (author) => author.name ?? owner;
}

interface RecordAttributionProps {
  record: RecordEdits & { createdAt: string };
  /** Details: also who changed it last, once someone has. */
  withChanges?: boolean;
}

/** 'Added by Sam · Nov 3, 2026' on a record's card or row, and in its details (docs/product.md#attribution). */
export function RecordAttribution({ record, withChanges }: RecordAttributionProps) {
  const nameOf = useAuthorName();
  const changed = withChanges && record.version > 1;
  return (
    <Typography variant="caption" component="p" color="text.secondary">
      Added by {nameOf(record.createdBy)} · {formatDate(record.createdAt)}
      {changed && (
        <>
          <br />
          Changed by {nameOf(record.updatedBy)} · {formatDate(record.updatedAt)}
        </>
      )}
    </Typography>
  );
}

import Typography from '@mui/material/Typography';
import { formatDate, type RecordEdits } from '@reno/domain';
import { useAuthorName } from '../hooks/use-author-name';

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
    <Typography variant="caption" component="p" color="textSecondary">
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

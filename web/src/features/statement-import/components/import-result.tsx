import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { describeError } from '../../../lib/api-errors';
import { useUndoImport, type ImportOutcome } from '../api/statement-import-mutations';
import { expenseCount } from '../../../entities/expense/utils/expense-count';

interface ImportResultProps {
  outcome: ImportOutcome;
  onAnother: () => void;
}

/** What the import stored ('57 imported'), why it stopped when the plan's limit did, and Undo. */
export function ImportResult({ outcome, onAnother }: ImportResultProps) {
  const undo = useUndoImport();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography component="h2" variant="h6" role="status">
        {undo.isSuccess
          ? `Import undone: ${expenseCount(undo.data)} removed`
          : `${outcome.imported} imported`}
      </Typography>
      {outcome.alreadyImported > 0 && !undo.isSuccess && (
        <Typography color="textSecondary">
          {`${outcome.alreadyImported} were imported before and left as they were.`}
        </Typography>
      )}
      {outcome.limitMessage && (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/billing" color="inherit" size="small">
              Upgrade
            </Button>
          }
        >
          {outcome.limitMessage}
        </Alert>
      )}
      {undo.isError && (
        <Alert severity="error">{describeError(undo.error, 'The import could not be undone').message}</Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {!undo.isSuccess && outcome.imported > 0 && (
          <Button variant="outlined" disabled={undo.isPending} onClick={() => undo.mutate(outcome.importId)}>
            {undo.isPending ? 'Undoing...' : 'Undo import'}
          </Button>
        )}
        <Button component={RouterLink} to="/expenses" variant="contained">
          See expenses
        </Button>
        <Button onClick={onAnother}>Import another file</Button>
      </Stack>
    </Stack>
  );
}

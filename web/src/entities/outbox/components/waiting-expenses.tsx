import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney } from '@reno/domain';
import { useDiscardQueued } from '../api/outbox-mutations';
import { useWaitingExpenses } from '../api/outbox-queries';
import type { ExpenseOutboxEntry } from '../api/outbox-store';
import { useSyncProgress } from '../api/sync-progress';
import { BareList } from '../../../components/bare-list';
import { WaitingMark } from './waiting-mark';

interface WaitingExpensesProps {
  projectId: number;
  /** Opens the expense form on a waiting expense. */
  onEdit: (entry: ExpenseOutboxEntry) => void;
}

/**
 * The project's expenses added offline, apart from the server's figures (which do not count them yet):
 * each 'Waiting to sync', or refused with the server's words and Edit / Discard.
 */
export function WaitingExpenses({ projectId, onEdit }: WaitingExpensesProps) {
  const entries = useWaitingExpenses(projectId);
  const progress = useSyncProgress();
  if (entries.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="waiting-expenses-title" sx={{ mb: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography id="waiting-expenses-title" variant="h6" component="h2">
            Waiting to sync
          </Typography>
          {progress && (
            <Typography role="status" variant="body2" color="textSecondary">
              Syncing {progress.current} of {progress.total}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          Added without a connection: not in the totals until the server has them.
        </Typography>
        <BareList label="Waiting to sync">
          {entries.map((entry) => (
            <WaitingExpense key={entry.id} entry={entry} onEdit={() => onEdit(entry)} />
          ))}
        </BareList>
      </CardContent>
    </Card>
  );
}

function WaitingExpense({ entry, onEdit }: { entry: ExpenseOutboxEntry; onEdit: () => void }) {
  const discard = useDiscardQueued();
  const { payload } = entry;
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{payload.description}</Typography>
          <Typography variant="body2" color="textSecondary">
            {formatDate(payload.date)}
            {entry.receipt || payload.imageUrl ? ' • with receipt' : ''}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <Typography sx={{ fontWeight: 700 }}>{formatMoney(payload.amount)}</Typography>
          {!entry.refusal && <WaitingMark label="Waiting to sync" />}
        </Box>
      </Box>
      {entry.refusal && (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            <>
              <Button color="inherit" size="small" onClick={onEdit}>
                Edit
              </Button>
              <Button color="inherit" size="small" onClick={() => discard.mutate(entry)}>
                Discard
              </Button>
            </>
          }
        >
          Not synced: {entry.refusal}
        </Alert>
      )}
      {!entry.refusal && (
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
          <Button size="small" onClick={onEdit} aria-label={`Edit waiting ${payload.description}`}>
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => discard.mutate(entry)}
            aria-label={`Discard ${payload.description}`}
          >
            Discard
          </Button>
        </Box>
      )}
    </Box>
  );
}

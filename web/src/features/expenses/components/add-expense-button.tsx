import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { subscriptionQueries } from '../../../entities/subscription/api/subscription-queries';
import { useCanEdit } from '../../../lib/household-role';
import { expensesLeftHint } from '../utils/plan-allowance';

/**
 * 'Add Expense', with how many the Free plan still allows once that is near ('1 left on the Free plan');
 * none for a viewer.
 */
export function AddExpenseButton({ onClick }: { onClick: () => void }) {
  const canEdit = useCanEdit();
  const expensesLeft = expensesLeftHint(useQuery({ ...subscriptionQueries.status(), enabled: canEdit }).data);
  const hintId = useId();
  if (!canEdit) return null;
  return (
    // The hint hangs under the button (out of the flow, in a line kept for it) so that its arriving text
    // widens nothing: a wider header could wrap its buttons to a second line and push the screen down.
    <Stack sx={{ position: 'relative', pb: 3 }}>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={onClick}
        aria-describedby={expensesLeft ? hintId : undefined}
      >
        Add Expense
      </Button>
      <Typography
        id={hintId}
        variant="caption"
        color="textSecondary"
        sx={{
          position: 'absolute',
          top: '100%',
          mt: -2.5,
          whiteSpace: 'nowrap',
          left: { xs: 0, sm: 'auto' },
          right: { sm: 0 },
        }}
        aria-hidden={!expensesLeft}
      >
        {expensesLeft ?? '\u00a0'}
      </Typography>
    </Stack>
  );
}

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
    <Stack sx={{ alignItems: { sm: 'flex-end' } }}>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={onClick}
        aria-describedby={expensesLeft ? hintId : undefined}
      >
        Add Expense
      </Button>
      {/* The hint's line is held from the first paint (a space until the plan answers, and on a paid plan):
          the hint arriving later would push the screen below it down. */}
      <Typography
        id={hintId}
        variant="caption"
        color="text.secondary"
        sx={{ mt: 0.5 }}
        aria-hidden={!expensesLeft}
      >
        {expensesLeft ?? '\u00a0'}
      </Typography>
    </Stack>
  );
}

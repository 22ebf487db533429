import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';

interface OverBudgetConfirmProps {
  question: string;
  onConfirm: () => void;
  onChangeAmount: () => void;
}

/** The form's own question before saving past the budget; its confirm button takes the focus. */
export function OverBudgetConfirm({ question, onConfirm, onChangeAmount }: OverBudgetConfirmProps) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmButton.current?.focus(), []);
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>Over budget</AlertTitle>
      {question}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button ref={confirmButton} variant="contained" size="small" onClick={onConfirm}>
          Save anyway
        </Button>
        <Button size="small" onClick={onChangeAmount}>
          Change amount
        </Button>
      </Stack>
    </Alert>
  );
}

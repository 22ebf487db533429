import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';

interface SaveQuestionProps {
  title?: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A form's own question before it saves; its confirm button takes the focus. */
export function SaveQuestion({
  title,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: SaveQuestionProps) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmButton.current?.focus(), []);
  return (
    <Alert severity="warning" role="alert">
      {title && <AlertTitle>{title}</AlertTitle>}
      {question}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button ref={confirmButton} variant="contained" size="small" onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button size="small" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </Stack>
    </Alert>
  );
}

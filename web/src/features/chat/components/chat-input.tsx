import { MAX_CHAT_MESSAGE_LENGTH } from '@reno/domain';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  pending: boolean;
}

/** Enter sends; Shift+Enter starts a new line. Blank text or a running send cannot be sent. */
export function ChatInput({ value, onChange, onSend, pending }: ChatInputProps) {
  const canSend = value.trim() !== '' && !pending;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <TextField
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Ask about budgets, timelines, materials..."
        multiline
        maxRows={4}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { 'aria-label': 'Message', maxLength: MAX_CHAT_MESSAGE_LENGTH } }}
      />
      <IconButton type="submit" color="primary" aria-label="Send message" disabled={!canSend}>
        <SendIcon />
      </IconButton>
    </Box>
  );
}

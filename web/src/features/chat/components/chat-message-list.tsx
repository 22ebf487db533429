import type { ChatMessage } from '@reno/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { ChatMessageBubble } from './chat-message-bubble';

interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  loading: boolean;
}

/** The conversation, kept scrolled to the newest message while a reply streams in. */
export function ChatMessageList({ messages, loading }: ChatMessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, last?.content]);

  return (
    <Box
      ref={scroller}
      role="log"
      aria-label="Conversation"
      aria-live="polite"
      sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {loading && messages.length === 0 ? (
        <Box sx={{ m: 'auto' }}>
          <CircularProgress size={28} aria-label="Loading messages" />
        </Box>
      ) : messages.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ m: 'auto', textAlign: 'center', px: 2 }}>
          Ask me anything about your renovation project!
        </Typography>
      ) : (
        messages.map((message) => <ChatMessageBubble key={message.id} message={message} />)
      )}
    </Box>
  );
}

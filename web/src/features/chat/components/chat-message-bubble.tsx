import type { ChatMessage } from '@reno/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { LookedAtDisclosure } from './looked-at-disclosure';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';

const MarkdownMessage = lazyWithPreload(() => import('./markdown-message'), 'default');

const plainText = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * User messages are plain text; assistant replies are Markdown, or 'Thinking...' until text arrives,
 * with what they looked up collapsed underneath.
 */
export function ChatMessageBubble({ message }: { message: ChatMessage }) {
  const fromUser = message.role === 'user';
  const thinking = message.isTyping === true && message.content === '';
  return (
    <Box
      data-role={message.role}
      sx={{
        alignSelf: fromUser ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: fromUser ? 'primary.main' : 'grey.100',
        color: fromUser ? 'primary.contrastText' : 'text.primary',
        fontSize: '0.9rem',
      }}
    >
      {fromUser ? (
        <Typography variant="body2" sx={plainText}>
          {message.content}
        </Typography>
      ) : thinking ? (
        <Typography variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
          Thinking...
        </Typography>
      ) : (
        <Suspense
          fallback={
            <Typography variant="body2" sx={plainText}>
              {message.content}
            </Typography>
          }
        >
          <MarkdownMessage content={message.content} />
        </Suspense>
      )}
      {!fromUser && !thinking && message.lookedAt?.length ? (
        <LookedAtDisclosure lines={message.lookedAt} />
      ) : null}
    </Box>
  );
}

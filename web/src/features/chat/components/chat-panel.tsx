import CloseIcon from '@mui/icons-material/Close';
import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import type { ChatEndpoint } from '../api/chat-endpoint';
import { CHAT_ERRORS, ChatError } from '../api/chat-error';
import { chatQueries } from '../api/chat-queries';
import { useSendChatMessage } from '../hooks/use-send-chat-message';
import { ChatInput } from './chat-input';
import { ChatMessageList } from './chat-message-list';
import { LoadErrorAlert } from '../../../components/load-error-alert';

// Desktop expanded 600×600, collapsed 384×384; small screens get one fixed, narrow size
// (docs/product.md#layout-sizes).
const DESKTOP_SIZE = { expanded: 600, collapsed: 384 } as const;
const MOBILE_SIZE = {
  width: 'min(360px, calc(100vw - 32px))',
  height: 'min(480px, calc(100dvh - 32px))',
} as const;

interface ChatPanelProps {
  endpoint: ChatEndpoint;
  projectId: number | null;
  onClose: () => void;
}

/** The assistant's floating panel: its history, what it is thinking, and the box to ask in. */
export function ChatPanel({ endpoint, projectId, onClose }: ChatPanelProps) {
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const [expanded, setExpanded] = useState(true);
  const [draft, setDraft] = useState('');
  // The server's sentence when it asked for a verified e-mail address: it stays until a send succeeds.
  const [verifyNotice, setVerifyNotice] = useState<string | null>(null);
  const titleId = useId();

  // Mounted only while the panel is open, so the history is fetched only then
  // (docs/product.md#assistant-panel).
  const history = useQuery(chatQueries.messages(endpoint));
  const { send, isPending } = useSendChatMessage(endpoint, projectId);

  const messages = history.data ?? [];
  const streaming = messages.some((message) => message.isTyping && message.content !== '');
  const side = expanded ? DESKTOP_SIZE.expanded : DESKTOP_SIZE.collapsed;

  const submit = useSubmitDraft(send, draft, setDraft, setVerifyNotice);

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      elevation={8}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.speedDial,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: 3,
        width: desktop ? side : MOBILE_SIZE.width,
        height: desktop ? side : MOBILE_SIZE.height,
        maxWidth: 'calc(100vw - 32px)',
        maxHeight: 'calc(100dvh - 32px)',
      }}
    >
      <ChatTitleBar
        titleId={titleId}
        expanded={desktop ? expanded : null}
        onToggleSize={() => setExpanded((value) => !value)}
        onClose={onClose}
      />

      {history.isError && (
        <LoadErrorAlert
          title={CHAT_ERRORS.fetch}
          error={history.error}
          reason={history.error instanceof ChatError ? (history.error.detail ?? undefined) : undefined}
          onRetry={() => void history.refetch()}
          sx={{ borderRadius: 0 }}
        />
      )}
      <ChatMessageList messages={messages} loading={history.isPending} />
      {isPending && !streaming && (
        <Typography role="status" variant="caption" color="textSecondary" sx={{ px: 2, pb: 0.5 }}>
          AI is thinking...
        </Typography>
      )}
      {verifyNotice !== null && (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {verifyNotice}
        </Alert>
      )}
      <ChatInput value={draft} onChange={setDraft} onSend={submit} pending={isPending} />
    </Paper>
  );
}

/**
 * Sends the draft; it is emptied once sent, and a failure is toasted, with Retry where a retry can help.
 * A refusal for an unverified e-mail address is not toasted but kept in the panel (`setVerifyNotice`): it
 * points to the verification banner of the page, which takes the code.
 */
function useSubmitDraft(
  send: ReturnType<typeof useSendChatMessage>['send'],
  draft: string,
  setDraft: (draft: string) => void,
  setVerifyNotice: (notice: string | null) => void,
) {
  const { toast } = useToast();
  const submit = () => {
    send(draft, {
      onSuccess: () => {
        setDraft('');
        setVerifyNotice(null);
      },
      onError: (error) =>
        error.needsVerifiedEmail
          ? setVerifyNotice(error.detail ?? error.message)
          : toast({
              title: error.message || CHAT_ERRORS.send,
              description: error.detail ?? undefined,
              variant: 'destructive',
              action: error.retry ? { label: 'Retry', onClick: submit } : undefined,
            }),
    });
  };
  return submit;
}

interface ChatTitleBarProps {
  titleId: string;
  /** Whether the panel is at its large size; null where it has one size only (small screens). */
  expanded: boolean | null;
  onToggleSize: () => void;
  onClose: () => void;
}

/** 'AI Assistant', with expand/collapse (desktop) and close. */
function ChatTitleBar({ titleId, expanded, onToggleSize, onClose }: ChatTitleBarProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <SmartToyOutlinedIcon fontSize="small" />
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
        AI Assistant
      </Typography>
      {expanded !== null && (
        <IconButton
          size="small"
          color="inherit"
          aria-label={expanded ? 'Collapse chat' : 'Expand chat'}
          onClick={onToggleSize}
        >
          {expanded ? <CloseFullscreenIcon fontSize="small" /> : <OpenInFullIcon fontSize="small" />}
        </IconButton>
      )}
      <IconButton size="small" color="inherit" aria-label="Close chat" onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import Fab from '@mui/material/Fab';
import { useMemo, useState } from 'react';
import { useRuntimeConfig } from '../../../lib/runtime-config-context';
import { useAuthService } from '../../auth/api/auth-service';
import type { ChatEndpoint } from '../api/chat-endpoint';
import { ChatPanel } from './chat-panel';

/**
 * The floating chat button (bottom right) and the AI Assistant panel it opens. The app shell renders it
 * for signed-in users on every path but '/', passing the selected project so answers use its numbers.
 */
export function ChatLauncher({ projectId }: { projectId: number | null }) {
  const [open, setOpen] = useState(false);
  const { chatUrl } = useRuntimeConfig();
  const auth = useAuthService();
  const endpoint = useMemo<ChatEndpoint>(
    () => ({ url: chatUrl, getIdToken: () => auth.getIdToken() }),
    [chatUrl, auth],
  );

  if (open) return <ChatPanel endpoint={endpoint} projectId={projectId} onClose={() => setOpen(false)} />;
  return (
    <Fab
      color="primary"
      aria-label="Open AI Assistant"
      onClick={() => setOpen(true)}
      sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }}
    >
      <ChatOutlinedIcon />
    </Fab>
  );
}

import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import Fab from '@mui/material/Fab';
import { Suspense, useMemo, useState } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useRuntimeConfig } from '../../../lib/runtime-config-context';
import { useAuthService } from '../../../entities/session/api/auth-service';
import type { ChatEndpoint } from '../api/chat-endpoint';
import { ChatButtonClearance } from './chat-button-clearance';
import { CHAT_BUTTON } from '../../../lib/floating-chat-button';

// Every signed-in screen shows the button; the panel (with its text field) loads when reached for.
const ChatPanel = lazyWithPreload(() => import('./chat-panel'), 'ChatPanel');

/**
 * The floating chat button (bottom right, with room for it where the page ends) and the AI Assistant panel it opens. The app shell
 * renders it for signed-in users on every path but '/', passing the selected project so answers use its
 * numbers.
 */
export function ChatLauncher({ projectId }: { projectId: number | null }) {
  const [open, setOpen] = useState(false);
  const { chatUrl } = useRuntimeConfig();
  const auth = useAuthService();
  const endpoint = useMemo<ChatEndpoint>(
    () => ({ url: chatUrl, getIdToken: () => auth.getIdToken() }),
    [chatUrl, auth],
  );

  const button = <LauncherButton onClick={() => setOpen(true)} />;
  return (
    <>
      <ChatButtonClearance />
      {open ? (
        <Suspense fallback={button}>
          <ChatPanel endpoint={endpoint} projectId={projectId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : (
        button
      )}
    </>
  );
}

function LauncherButton({ onClick }: { onClick: () => void }) {
  const preload = () => void ChatPanel.preload().catch(() => {}); // opening retries and reports
  return (
    <Fab
      color="primary"
      aria-label="Open AI Assistant"
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
      sx={{
        position: 'fixed',
        right: CHAT_BUTTON.insetPx,
        bottom: CHAT_BUTTON.insetPx,
        zIndex: (theme) => theme.zIndex.speedDial,
      }}
    >
      <ChatOutlinedIcon />
    </Fab>
  );
}

import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { CHAT_BUTTON_CLEARANCE_PX } from '../../../lib/floating-chat-button';

/**
 * The strip across the bottom of the window that the floating chat button sits in. It comes after every
 * page, so a page's last controls end above the button, and it stays in view while the page scrolls
 * above it, so the button never covers a control or a figure, on any screen or size. Keyboard focus and
 * scrolling into view stop above it too (scroll-padding).
 */
export function ChatButtonDock() {
  return (
    <>
      <GlobalStyles styles={{ html: { scrollPaddingBottom: CHAT_BUTTON_CLEARANCE_PX } }} />
      <Box
        aria-hidden
        sx={{
          position: 'sticky',
          bottom: 0,
          height: CHAT_BUTTON_CLEARANCE_PX,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
          // Over the page, under the button, the panel and everything MUI layers above them.
          zIndex: (theme) => theme.zIndex.speedDial - 1,
        }}
      />
    </>
  );
}

import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { CHAT_BUTTON_CLEARANCE_PX } from '../../../lib/floating-chat-button';
import { CHAT_BUTTON_CLEARANCE_VAR } from '../../../lib/screen-min-height';

/**
 * Room for the floating chat button where the page ends: its height and margins of empty space after
 * every page, so that the last controls can be scrolled clear of the button. It takes no band of the
 * window while the page is read (issue 50): the button floats over the page until then. Keyboard focus
 * and scrolling into view stop above it (scroll-padding). Screens take the room from their least height
 * (SCREEN_MIN_HEIGHT reads the variable set here), so a page shorter than the window does not scroll.
 */
export function ChatButtonClearance() {
  return (
    <>
      <GlobalStyles
        styles={{
          html: {
            scrollPaddingBottom: CHAT_BUTTON_CLEARANCE_PX,
            [CHAT_BUTTON_CLEARANCE_VAR]: `${CHAT_BUTTON_CLEARANCE_PX}px`,
          },
        }}
      />
      <Box aria-hidden sx={{ height: CHAT_BUTTON_CLEARANCE_PX }} />
    </>
  );
}

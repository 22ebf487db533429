/**
 * The CSS variable that holds the room the floating chat button needs after the page while it is shown
 * (chat-button-clearance.tsx sets it; unset, and so 0, elsewhere).
 */
export const CHAT_BUTTON_CLEARANCE_VAR = '--chat-button-clearance';

/**
 * The least height of a screen: the window's, less that room, so that a page shorter than the window does
 * not scroll by it. Its own module: every screen's first chunk holds it, and nothing else of the button.
 */
export const SCREEN_MIN_HEIGHT = `calc(100dvh - var(${CHAT_BUTTON_CLEARANCE_VAR}, 0px))`;

/**
 * Where the floating chat button sits (bottom right, docs/product.md#assistant-panel): MUI's default Fab
 * size, inset from the corner.
 */
export const CHAT_BUTTON = { sizePx: 56, insetPx: 24 } as const;

/**
 * The empty space after every page that the button needs (its inset, its height and a gap), so that a
 * page's last controls can be scrolled clear of it.
 */
export const CHAT_BUTTON_CLEARANCE_PX = CHAT_BUTTON.insetPx + CHAT_BUTTON.sizePx + 16;

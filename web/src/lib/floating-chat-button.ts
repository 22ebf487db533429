/**
 * Where the floating chat button sits (bottom right, docs/product.md#assistant-panel): MUI's default Fab
 * size, inset from the corner.
 */
export const CHAT_BUTTON = { sizePx: 56, insetPx: 24 } as const;

/**
 * The height of the strip at the bottom of the window that the button sits in (its inset, its height and
 * a gap): the page shows above it, so the button never covers a control, however far it is scrolled.
 */
export const CHAT_BUTTON_CLEARANCE_PX = CHAT_BUTTON.insetPx + CHAT_BUTTON.sizePx + 16;

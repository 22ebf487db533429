/** Where the floating chat button sits (bottom right, SPEC §2): MUI's default Fab size, inset from the corner. */
export const CHAT_BUTTON = { sizePx: 56, insetPx: 24 } as const;

/**
 * The page content ends this far above the bottom, so the button never covers what is last on a page
 * (a card's Delete, the pager): its inset, its height and a gap.
 */
export const CHAT_BUTTON_CLEARANCE_PX = CHAT_BUTTON.insetPx + CHAT_BUTTON.sizePx + 16;

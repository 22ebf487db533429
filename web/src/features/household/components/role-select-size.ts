/**
 * The box of a member's role select (a small outlined field), which its stand-in holds while the select's
 * code loads: the row keeps its height and its 'Remove' its place.
 */
export const ROLE_SELECT_SIZE = { minWidth: 160, minHeight: 40 } as const;

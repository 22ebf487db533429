/** Sidebar and drawer width (SPEC §9). */
export const SIDEBAR_WIDTH = '16rem';

/** Sidebar and drawer width (docs/product.md#layout-sizes). */
export const SIDEBAR_WIDTH = '16rem';

/**
 * What the demo kitchen's receipt image (assets/demo-receipt.png) prints, and so what its expense records:
 * scanning the receipt fills in that expense's own amount and date. A printed date cannot follow the
 * seeding day, so this one expense has a fixed date.
 */
export const DEMO_RECEIPT = {
  image: new URL('../../assets/demo-receipt.png', import.meta.url),
  amount: '4850.00',
  date: '2026-11-04',
  vendor: 'CASCADE HOME CENTER',
} as const;

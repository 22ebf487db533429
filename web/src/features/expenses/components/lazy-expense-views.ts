import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// A screen shows the table (wide) or the cards (narrow), never both: each loads only where it is shown.
export const ExpenseTable = lazyWithPreload(() => import('./expense-table'), 'ExpenseTable');
export const ExpenseCardList = lazyWithPreload(() => import('./expense-card-list'), 'ExpenseCardList');
// Only an address with a contractor's or an estimate's filter draws their chips: MUI's Chip stays out of
// the screen's first JS, which the service worker precaches.
export const ExpenseLinkFilterChips = lazyWithPreload(
  () => import('./expense-link-filter-chips'),
  'ExpenseLinkFilterChips',
);

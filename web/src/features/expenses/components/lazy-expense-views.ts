import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// A screen shows the table (wide) or the cards (narrow), never both: each loads only where it is shown.
export const ExpenseTable = lazyWithPreload(() => import('./expense-table'), 'ExpenseTable');
export const ExpenseCardList = lazyWithPreload(() => import('./expense-card-list'), 'ExpenseCardList');

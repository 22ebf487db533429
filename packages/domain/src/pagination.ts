// The pagination window of docs/product.md#pagination: every page when there are 7 or fewer, else first,
// last, the current page and its neighbours, with an ellipsis for each gap.

export type PageWindowItem = number | 'ellipsis';

const SHOW_ALL_UP_TO = 7;

export function pageWindow(current: number, totalPages: number): PageWindowItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= SHOW_ALL_UP_TO) return Array.from({ length: total }, (_, index) => index + 1);

  const page = Math.min(Math.max(Math.floor(current) || 1, 1), total);
  const from = Math.max(2, page - 1);
  const to = Math.min(total - 1, page + 1);
  const items: PageWindowItem[] = [1];
  if (from > 2) items.push('ellipsis');
  for (let number = from; number <= to; number += 1) items.push(number);
  if (to < total - 1) items.push('ellipsis');
  items.push(total);
  return items;
}

/** Total pages for a count (at least 0). */
export function totalPagesFor(totalCount: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(Math.max(0, totalCount) / pageSize) : 0;
}

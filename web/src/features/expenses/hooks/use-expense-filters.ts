import { TIMINGS } from '@reno/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_EXPENSE_FILTERS,
  parseExpenseFilters,
  serializeExpenseFilters,
  type ExpenseFilters,
} from '../utils/expense-filters';

/**
 * The expenses screen's filters (docs/product.md#expenses-screen): kept in the query string, written there
 * 50 ms after a change and read back on back/forward. Search applies after 500 ms without typing; a new
 * filter, search or page size goes back to page 1.
 */
export function useExpenseFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  const [filters, setFilters] = useState<ExpenseFilters>(() => parseExpenseFilters(searchParams));
  const [searchText, setSearchText] = useState(filters.search);

  // Back/forward (or a link) changed the address: adopt it. React's "adjust state on prop change" pattern.
  // The address this hook wrote itself is not adopted: it can land (a router transition) after a newer
  // change, such as a page chosen within the sync delay, which adopting it would undo.
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey);
  const [writtenKey, setWrittenKey] = useState<string | null>(null);
  if (urlKey !== seenUrlKey) {
    setSeenUrlKey(urlKey);
    if (urlKey === writtenKey) setWrittenKey(null);
    else if (urlKey !== serializeExpenseFilters(filters)) {
      const fromUrl = parseExpenseFilters(searchParams);
      setFilters(fromUrl);
      setSearchText(fromUrl.search);
    }
  }

  // Write the address shortly after a change.
  const wantedKey = serializeExpenseFilters(filters);
  useEffect(() => {
    if (wantedKey === urlKey) return;
    const timer = window.setTimeout(() => {
      setWrittenKey(wantedKey);
      setSearchParams(new URLSearchParams(wantedKey));
    }, TIMINGS.querySyncMs);
    return () => window.clearTimeout(timer);
  }, [wantedKey, urlKey, setSearchParams]);

  // Apply the search text once typing pauses.
  useEffect(() => {
    const search = searchText.trim();
    if (search === filters.search) return;
    const timer = window.setTimeout(
      () => setFilters((current) => ({ ...current, search, page: 1 })),
      TIMINGS.searchDebounceMs,
    );
    return () => window.clearTimeout(timer);
  }, [searchText, filters.search]);

  const setCategory = useCallback(
    (category: string) => setFilters((current) => ({ ...current, category, page: 1 })),
    [],
  );
  const setPaymentMethod = useCallback(
    (paymentMethod: string) => setFilters((current) => ({ ...current, paymentMethod, page: 1 })),
    [],
  );
  /** Removes the contractor's or the estimate's filter (its chip's delete). */
  const clearLinkFilter = useCallback(
    (link: 'contractorId' | 'estimateId') => setFilters((current) => ({ ...current, [link]: null, page: 1 })),
    [],
  );
  const setPage = useCallback((page: number) => setFilters((current) => ({ ...current, page })), []);
  const setPageSize = useCallback(
    (pageSize: number) => setFilters((current) => ({ ...current, pageSize, page: 1 })),
    [],
  );
  const clearFilters = useCallback(() => {
    setSearchText('');
    setFilters((current) => ({ ...DEFAULT_EXPENSE_FILTERS, pageSize: current.pageSize }));
  }, []);

  return useMemo(
    () => ({
      filters,
      searchText,
      setSearchText,
      setCategory,
      setPaymentMethod,
      clearLinkFilter,
      setPage,
      setPageSize,
      clearFilters,
    }),
    [filters, searchText, setCategory, setPaymentMethod, clearLinkFilter, setPage, setPageSize, clearFilters],
  );
}

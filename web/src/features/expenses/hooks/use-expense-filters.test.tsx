import { TIMINGS } from '@reno/domain';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useExpenseFilters } from './use-expense-filters';

function renderFilters(initialEntry = '/projects/1/expenses') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initialEntry]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ filters: useExpenseFilters(), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  );
}

describe('useExpenseFilters', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes a change to the address after the sync delay', () => {
    const { result } = renderFilters();
    act(() => result.current.filters.setCategory('materials'));
    expect(result.current.location.search).toBe('');
    act(() => vi.advanceTimersByTime(TIMINGS.querySyncMs));
    expect(result.current.location.search).toBe('?category=materials');
    expect(result.current.filters.filters.page).toBe(1);
  });

  // The address write of the filter change lands in the same render as a page change made meanwhile: the
  // hook must not take its own (older) write for back/forward and drop the new page.
  it('keeps a page chosen while its own address write is landing', () => {
    const { result } = renderFilters();
    act(() => result.current.filters.setCategory('materials'));
    act(() => {
      vi.advanceTimersByTime(TIMINGS.querySyncMs);
      result.current.filters.setPage(2);
    });
    expect(result.current.filters.filters).toMatchObject({ category: 'materials', page: 2 });
    act(() => vi.advanceTimersByTime(TIMINGS.querySyncMs));
    expect(result.current.filters.filters.page).toBe(2);
    expect(result.current.location.search).toBe('?category=materials&page=2');
  });

  it('adopts an address changed from outside (back/forward, a link)', () => {
    const { result } = renderFilters('/projects/1/expenses?page=3');
    expect(result.current.filters.filters.page).toBe(3);
    act(() => result.current.filters.setPage(4));
    act(() => vi.advanceTimersByTime(TIMINGS.querySyncMs));
    expect(result.current.location.search).toBe('?page=4');
    act(() => void result.current.navigate('/projects/1/expenses?page=3&category=labor'));
    expect(result.current.filters.filters).toMatchObject({ page: 3, category: 'labor' });
    act(() => vi.advanceTimersByTime(TIMINGS.querySyncMs));
    expect(result.current.location.search).toBe('?category=labor&page=3');
  });
});

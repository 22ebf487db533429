import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { estimateKeys } from '../../estimate/api/estimate-queries';
import { projectKeys } from '../../project/api/project-queries';
import { expenseKeys } from './expense-queries';
import { useCreateExpense, useDeleteExpense } from './expense-mutations';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Prepare: cached lists that an expense change makes stale.
  for (const key of [expenseKeys.all, projectKeys.all, estimateKeys.all, ['/api/contractors']]) {
    queryClient.setQueryData(key, []);
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 7 }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated === true;
  return { wrapper, isStale };
}

afterEach(() => vi.unstubAllGlobals());

describe('expense mutations', () => {
  it('refresh expenses, projects and estimates (paid amounts) after a create, and leave contractors alone', async () => {
    const { wrapper, isStale } = setup();
    const { result } = renderHook(() => useCreateExpense(), { wrapper });

    await act(() =>
      result.current.mutateAsync({
        projectId: 1,
        description: 'Tiles',
        amount: '10.00',
        category: 'materials',
        paymentMethod: 'cash',
        date: '2026-01-02',
        notes: null,
        contractorId: null,
        estimateId: 3,
        imageUrl: null,
      }),
    );

    expect(isStale(expenseKeys.all)).toBe(true);
    expect(isStale(projectKeys.all)).toBe(true);
    expect(isStale(estimateKeys.all)).toBe(true);
    expect(isStale(['/api/contractors'])).toBe(false);
    // The create carries a key of its own, so a retry of it cannot add a second expense.
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refresh the estimates after a delete too', async () => {
    const { wrapper, isStale } = setup();
    const { result } = renderHook(() => useDeleteExpense(), { wrapper });

    await act(() => result.current.mutateAsync(7));

    expect(isStale(estimateKeys.all)).toBe(true);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCreateMutation } from './record-mutations';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('useCreateMutation', () => {
  it('keeps one Idempotency-Key for every attempt at a record until it is made, then a new one', async () => {
    // Prepare: the first save fails, the second (the same record again) and the third (the next) succeed.
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(400, { error: 'Validation failed' }))
      .mockResolvedValueOnce(answer(201, { id: 1 }))
      .mockResolvedValueOnce(answer(201, { id: 2 }));
    vi.stubGlobal('fetch', fetch);
    const created: unknown[] = [];
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(
      () =>
        useCreateMutation<{ name: string }, { id: number }>('/api/things', (thing) => created.push(thing)),
      { wrapper },
    );
    const keyOf = (call: number) =>
      new Headers((fetch.mock.calls[call]?.[1] as RequestInit).headers).get('Idempotency-Key');

    await act(() => result.current.mutateAsync({ name: 'first' }).catch(() => {}));
    rerender();
    await act(() => result.current.mutateAsync({ name: 'first' }));
    await act(() => result.current.mutateAsync({ name: 'second' }));

    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(2)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(2)).not.toBe(keyOf(1));
    expect(created).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

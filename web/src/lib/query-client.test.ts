import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, configureApiClient } from './api-client';
import { OFFLINE_WORDS } from './connection/offline-error';
import { createQueryClient } from './query-client';

describe('query client defaults', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('never treats data as fresh, does not refetch on focus and does not retry', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(0);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.refetchInterval).toBe(false);
    expect(defaults?.retry).toBe(false);
  });

  it('never holds a write back paused: offline, it runs and is refused at once', async () => {
    configureApiClient({ apiUrl: '/api', getIdToken: async () => null });
    const fetchMock = vi.fn(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    onlineManager.setOnline(false);
    try {
      const write = queryClient.getMutationCache().build(queryClient, {
        mutationFn: () => api.post('/api/contractors', { name: 'Dana' }),
      });
      await expect(write.execute(undefined)).rejects.toThrow(OFFLINE_WORDS);
      expect(write.state.isPaused).toBe(false);
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('loads a query without a queryFn with a GET to its first key', async () => {
    configureApiClient({ apiUrl: '/api', getIdToken: async () => null });
    const fetchMock = vi.fn(async () => new Response('{"count":2}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/contractors/count'] });
    expect(data).toEqual({ count: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails once, without retrying, on an error', async () => {
    configureApiClient({ apiUrl: '/api', getIdToken: async () => null });
    const fetchMock = vi.fn(async () => new Response('boom', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/projects'] })).rejects.toThrow(
      '500: boom',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

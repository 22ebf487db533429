import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, configureApiClient, RETRY_DELAYS_MS } from './api-client';
import { useReconnecting } from './connection/reconnecting';

/** fetch answering in turn: a status (with a JSON body) or 'offline' (a network failure). */
function serverAnswering(...answers: (number | 'offline')[]) {
  const fetchMock = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next === 'offline') throw new TypeError('Failed to fetch');
    const body = next === 503 ? { error: 'The service is busy; please try again in a moment' } : { ok: true };
    return new Response(JSON.stringify(body), {
      status: next,
      headers: { 'Retry-After': next === 503 ? '1' : '' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const allRetries = RETRY_DELAYS_MS.reduce((total, delay) => total + delay * 1.25, 0);

describe('api client retries (a busy or unreachable server)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    configureApiClient({ apiUrl: '/api', getIdToken: async () => 'id-token' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("retries a read through 503s and network failures, showing 'Reconnecting…' meanwhile", async () => {
    const fetchMock = serverAnswering(503, 'offline', 200);
    const reconnecting = renderHook(() => useReconnecting());
    const read = api.get('/api/projects');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(reconnecting.result.current).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(allRetries));
    await expect(read).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(reconnecting.result.current).toBe(false);
  });

  it('follows the Retry-After of a 503', async () => {
    const fetchMock = serverAnswering(503, 200);
    const read = api.get('/api/projects');
    await vi.advanceTimersByTimeAsync(990);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20);
    await expect(read).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries a write that carries an Idempotency-Key, with the same key every time', async () => {
    const fetchMock = serverAnswering('offline', 503, 201);
    const write = api.post('/api/expenses', { amount: '1.00' }, { idempotencyKey: 'one-expense' });
    await vi.advanceTimersByTimeAsync(allRetries);
    await expect(write).resolves.toEqual({ ok: true });
    const keys = fetchMock.mock.calls.map((call) => {
      const init = (call as unknown[])[1] as RequestInit;
      return new Headers(init.headers).get('Idempotency-Key');
    });
    expect(keys).toEqual(['one-expense', 'one-expense', 'one-expense']);
  });

  it('never repeats a write without a key: its 503 or failure is the answer', async () => {
    const busy = serverAnswering(503, 201);
    await expect(api.put('/api/projects/1', { name: 'x' })).rejects.toMatchObject({ status: 503 });
    expect(busy).toHaveBeenCalledTimes(1);
    const offline = serverAnswering('offline', 201);
    await expect(api.post('/api/projects', { name: 'x' })).rejects.toThrow('Failed to fetch');
    expect(offline).toHaveBeenCalledTimes(1);
  });

  it('does not retry a defect (500) or a refusal (4xx)', async () => {
    const fetchMock = serverAnswering(500, 200);
    await expect(api.get('/api/projects')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last retry with the last answer, and stops reconnecting', async () => {
    const fetchMock = serverAnswering(503);
    const reconnecting = renderHook(() => useReconnecting());
    const read = api.get('/api/projects').catch((error: unknown) => error);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await read).toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
    expect(reconnecting.result.current).toBe(false);
  });
});

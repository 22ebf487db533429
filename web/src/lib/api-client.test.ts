import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, configureApiClient, setActiveHousehold, withQuery } from './api-client';

const respond = (status: number, body: string, statusText = '') =>
  vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body || null, { status, statusText }),
  );

describe('api client', () => {
  beforeEach(() => configureApiClient({ apiUrl: '/api', getIdToken: async () => 'id-token' }));
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with a JSON content type, the Bearer ID token and credentials', async () => {
    const fetchMock = respond(201, '{"id":7}');
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.post('/api/projects', { name: 'Deck' })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/projects');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"name":"Deck"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer id-token');
  });

  it('sends no body and no content type on a GET, and no Authorization when signed out', async () => {
    configureApiClient({ apiUrl: '/api', getIdToken: async () => null });
    const fetchMock = respond(200, '[]');
    vi.stubGlobal('fetch', fetchMock);

    await api.get('/api/projects');
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(init?.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('names the active household in X-Household-Id, and none for the own household', async () => {
    const fetchMock = respond(200, '[]');
    vi.stubGlobal('fetch', fetchMock);
    setActiveHousehold('dana-sub');
    await api.get('/api/projects');
    setActiveHousehold(null);
    await api.get('/api/projects');
    const household = (call: number) =>
      new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('X-Household-Id');
    expect([household(0), household(1)]).toEqual(['dana-sub', null]);
  });

  it('prefixes paths with the configured API base', async () => {
    configureApiClient({ apiUrl: 'https://api.example.com/prod/api/', getIdToken: async () => null });
    const fetchMock = respond(200, '{}');
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/api/user');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://api.example.com/prod/api/user');
  });

  it("makes a JSON error body's error (and details) the message", async () => {
    vi.stubGlobal(
      'fetch',
      respond(
        400,
        JSON.stringify({ error: 'Validation failed', details: [{ path: ['name'], message: 'Too short' }] }),
      ),
    );
    const failure = await api.post('/api/projects', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect((failure as ApiError).message).toBe('Validation failed|[{"path":["name"],"message":"Too short"}]');
    expect((failure as ApiError).issues).toEqual([{ path: ['name'], message: 'Too short' }]);
  });

  it("keeps the parsed body, so a plan limit is known by the server's upgradeRequired flag", async () => {
    vi.stubGlobal('fetch', respond(403, JSON.stringify({ error: 'Not allowed', upgradeRequired: true })));
    const failure = (await api.post('/api/expenses', {}).catch((error: unknown) => error)) as ApiError;
    expect(failure.body).toEqual({ error: 'Not allowed', upgradeRequired: true });
    expect(failure.upgradeRequired).toBe(true);
    expect(failure.message).toBe('Not allowed');
  });

  it('has no body for a response that is not in the error format', async () => {
    vi.stubGlobal('fetch', respond(502, 'upstream down'));
    const failure = (await api.get('/api/projects').catch((error: unknown) => error)) as ApiError;
    expect([failure.body, failure.issues, failure.upgradeRequired]).toEqual([null, null, false]);
  });

  it("makes '<status>: <text>' the message otherwise, with the status text for an empty body", async () => {
    vi.stubGlobal('fetch', respond(502, 'upstream down'));
    await expect(api.get('/api/projects')).rejects.toThrow('502: upstream down');
    vi.stubGlobal('fetch', respond(404, '', 'Not Found'));
    await expect(api.get('/api/projects/9')).rejects.toThrow('404: Not Found');
  });

  it('resolves an empty success body to undefined', async () => {
    vi.stubGlobal('fetch', respond(204, ''));
    await expect(api.delete('/api/projects/1')).resolves.toBeUndefined();
  });
});

describe('withQuery', () => {
  it('leaves out empty values', () => {
    expect(
      withQuery('/api/expenses', { projectId: 3, page: 2, search: '', category: undefined, x: null }),
    ).toBe('/api/expenses?projectId=3&page=2');
    expect(withQuery('/api/expenses', {})).toBe('/api/expenses');
  });
});

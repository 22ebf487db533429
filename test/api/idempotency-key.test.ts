// Creates with an Idempotency-Key: a repeat gets the first answer and makes no second record.
import { describe, expect, it } from 'vitest';
import { api, newUser } from './support/api-client';
import {
  changeOrderPayload,
  contractorPayload,
  createEstimate,
  createProject,
  estimatePayload,
  expensePayload,
  milestonePayload,
  ownerWithContractor,
  projectPayload,
} from './support/fixtures';

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

describe('Idempotency-Key on a create', () => {
  it('answers 20 concurrent repeats with the first answer, and keeps one expense', async () => {
    const user = await newUser();
    const project = await createProject(user);
    const payload = expensePayload(project.id);
    const key = crypto.randomUUID();

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => api.post('/api/expenses', user, payload, withKey(key))),
    );
    expect(new Set(responses.map((response) => response.status))).toEqual(new Set([201]));
    for (const response of responses) expect(response.body).toEqual(responses[0]!.body);
    const list = await api.get(`/api/expenses?projectId=${project.id}`, user);
    expect(list.body.expenses).toHaveLength(1);

    // Later, as a retry after a lost answer would: the same answer again, still one expense.
    const retry = await api.post('/api/expenses', user, payload, withKey(`"${key}"`));
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(responses[0]!.body);
    expect((await api.get(`/api/expenses?projectId=${project.id}`, user)).body.expenses).toHaveLength(1);
  });

  it('refuses the key sent with a different body (422), and saves nothing for it', async () => {
    const user = await newUser();
    const project = await createProject(user);
    const key = crypto.randomUUID();
    expect((await api.post('/api/expenses', user, expensePayload(project.id), withKey(key))).status).toBe(
      201,
    );

    const other = await api.post(
      '/api/expenses',
      user,
      expensePayload(project.id, { amount: '9.99' }),
      withKey(key),
    );
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ error: 'This Idempotency-Key was already used for a different request' });
    expect((await api.get(`/api/expenses?projectId=${project.id}`, user)).body.expenses).toHaveLength(1);
  });

  it('refuses the key and body sent again under another record (422), and saves nothing for it', async () => {
    const { user, project, contractor } = await ownerWithContractor();
    const first = await createEstimate(user, project.id, contractor.id);
    const second = await createEstimate(user, project.id, contractor.id);
    const key = crypto.randomUUID();
    const body = changeOrderPayload();
    const path = (estimateId: number) => `/api/estimates/${estimateId}/change-orders`;
    expect((await api.post(path(first.id), user, body, withKey(key))).status).toBe(201);

    const other = await api.post(path(second.id), user, body, withKey(key));
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ error: 'This Idempotency-Key was already used for a different request' });
    expect((await api.get(path(second.id), user)).body).toEqual([]);
    expect((await api.get(path(first.id), user)).body).toHaveLength(1);
    // The same path again is still a repeat: the first answer, no second change order.
    expect((await api.post(path(first.id), user, body, withKey(key))).status).toBe(201);
    expect((await api.get(path(first.id), user)).body).toHaveLength(1);
  });

  it("keeps keys apart per user: another user's same key makes their own expense", async () => {
    const [ann, bob] = [await newUser(), await newUser()];
    const key = crypto.randomUUID();
    const annProject = await createProject(ann);
    const bobProject = await createProject(bob);
    expect((await api.post('/api/expenses', ann, expensePayload(annProject.id), withKey(key))).status).toBe(
      201,
    );
    const second = await api.post('/api/expenses', bob, expensePayload(bobProject.id), withKey(key));
    expect(second.status).toBe(201);
    expect(second.body.userId).toBe(bob.sub);
    expect((await api.get(`/api/expenses?projectId=${bobProject.id}`, bob)).body.expenses).toHaveLength(1);
  });

  it.each([
    ['empty', ''],
    ['with spaces', 'two words'],
    ['too long', 'k'.repeat(256)],
  ])('refuses a key that is %s (400, the error format)', async (_, key) => {
    const user = await newUser();
    const project = await createProject(user);
    const response = await api.post('/api/expenses', user, expensePayload(project.id), withKey(key));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'Validation failed',
      details: [
        { path: ['Idempotency-Key'], message: 'Idempotency-Key must be 1 to 255 visible characters' },
      ],
    });
  });

  it.each([
    { route: '/api/projects', list: '/api/projects', payload: () => projectPayload({ name: 'Keyed Deck' }) },
    { route: '/api/contractors', list: '/api/contractors', payload: () => contractorPayload() },
    {
      route: '/api/estimates',
      list: (projectId: number) => `/api/estimates?projectId=${projectId}`,
      payload: (projectId: number, contractorId: number) => estimatePayload(projectId, contractorId),
    },
    {
      route: '/api/milestones',
      list: (projectId: number) => `/api/milestones?projectId=${projectId}`,
      payload: (projectId: number) => milestonePayload(projectId),
    },
  ])('makes one record from 10 concurrent repeats of POST $route', async ({ route, list, payload }) => {
    const user = await newUser();
    const project = await createProject(user);
    const contractor = (await api.post('/api/contractors', user, contractorPayload({ name: 'Volt Ltd' })))
      .body as { id: number };
    const listPath = typeof list === 'string' ? list : list(project.id);
    const before = ((await api.get(listPath, user)).body as unknown[]).length;
    const key = crypto.randomUUID();
    const body = payload(project.id, contractor.id);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => api.post(route, user, body, withKey(key))),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 201));
    for (const response of responses) expect(response.body).toEqual(responses[0]!.body);
    expect(((await api.get(listPath, user)).body as unknown[]).length).toBe(before + 1);
  });
});

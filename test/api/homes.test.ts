// Homes over HTTP (docs/product.md#api-homes): the first home there from the first ask, homes added, changed
// and deleted, and projects placed in them.
import { describe, expect, it } from 'vitest';
import { api, newUser } from './support/api-client';
import { createHome, createProject, homePayload, newRecordEdits } from './support/fixtures';

describe('homes', () => {
  it('lists the first home before anyone added one, then adds one with its money as strings', async () => {
    const user = await newUser();
    const first = await api.get('/api/homes', user);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject([{ id: 1, name: 'Our home', address: null, purchasePrice: null }]);

    const response = await api.post('/api/homes', user, homePayload());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: 2,
      userId: user.sub,
      name: 'Lake cabin',
      address: '4 Shore Road',
      yearBuilt: 1978,
      purchaseDate: '2021-07-15',
      purchasePrice: '285000.00',
      settlementCosts: '4120.50',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ...newRecordEdits(user),
    });
    expect(((await api.get('/api/homes', user)).body as { id: number }[]).map((home) => home.id)).toEqual([
      1, 2,
    ]);
  });

  it('places a project in the home it names, moves it, and refuses a home that is not the household’s', async () => {
    const user = await newUser();
    const cabin = await createHome(user);
    const project = await createProject(user, { homeId: cabin.id });
    expect(project.homeId).toBe(cabin.id);
    expect((await createProject(user)).homeId).toBe(1);

    const moved = await api.put(`/api/projects/${project.id}`, user, {
      name: project.name,
      budget: project.budget,
      homeId: 1,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ homeId: 1 });

    const stranger = await newUser();
    const strangersHome = await createHome(stranger, { name: 'Not yours' });
    const refused = await api.post('/api/projects', user, {
      name: 'Shed',
      budget: '500',
      homeId: strangersHome.id + 5,
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: 'Home not found' });
  });

  it('deletes an empty home, and says why it keeps one with projects or the last one', async () => {
    const user = await newUser();
    const cabin = await createHome(user);
    const project = await createProject(user, { homeId: cabin.id });

    const inUse = await api.delete(`/api/homes/${cabin.id}`, user);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({ error: 'This home has 1 project: move or delete it first' });

    expect((await api.delete(`/api/projects/${project.id}`, user)).status).toBe(200);
    const removed = await api.delete(`/api/homes/${cabin.id}`, user);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Home deleted successfully' });

    const last = await api.delete('/api/homes/1', user);
    expect(last.status).toBe(409);
    expect(last.body).toEqual({ error: 'A household keeps at least one home' });
    expect((await api.delete(`/api/homes/${cabin.id}`, user)).status).toBe(404);
  });

  it('answers bad input in the error format', async () => {
    const user = await newUser();
    const response = await api.post('/api/homes', user, { name: '', yearBuilt: 1200, purchasePrice: 'lots' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: 'Validation failed',
      details: expect.arrayContaining([
        expect.objectContaining({ path: ['name'], message: 'Name is required' }),
        expect.objectContaining({ path: ['yearBuilt'] }),
        expect.objectContaining({
          path: ['purchasePrice'],
          message: 'Purchase price must be a valid amount',
        }),
      ]),
    });
  });
});

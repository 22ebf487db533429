import { describe, expect, it } from 'vitest';
import { api, newUser } from './support/api-client';
import {
  contractorPayload,
  createContractor,
  createEstimate,
  createExpense,
  ownerWithContractor,
  newRecordEdits,
} from './support/fixtures';
import { objectExists, uploadThroughApi } from './support/s3';

describe('contractors', () => {
  it('creates a contractor with the hourly rate as a 2-decimal string', async () => {
    const user = await newUser();

    const response = await api.post('/api/contractors', user, contractorPayload({ hourlyRate: 85.5 }));

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      userId: user.sub,
      name: 'Sam Sparks',
      company: 'Sparks Electric',
      email: 'sam@sparks.example',
      phone: '555-0100',
      specialty: 'Electrician',
      hourlyRate: '85.50',
      notes: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ...newRecordEdits(user),
    });
  });

  it('stores an empty hourly rate as null', async () => {
    const contractor = await createContractor(await newUser(), { hourlyRate: '' });

    expect(contractor.hourlyRate).toBeNull();
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ hourlyRate: 'abc' }, 'hourlyRate', 'Hourly rate must be a valid number'],
    [{ hourlyRate: -1 }, 'hourlyRate', 'Hourly rate must be a valid number'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ specialty: 'Astronaut' }, 'specialty', 'Invalid specialty'],
  ])('refuses %j', async (overrides, field, message) => {
    const user = await newUser();

    const response = await api.post('/api/contractors', user, contractorPayload(overrides));

    expect(response.status).toBe(400);
    expect(response.body.details).toContainEqual({ path: [field], message });
    expect((await api.get('/api/contractors/count', user)).body).toEqual({ count: 0 });
  });

  it('lists, reads, counts and updates', async () => {
    const user = await newUser();
    const contractor = await createContractor(user);
    await createContractor(user, { name: 'Pia Pipes', specialty: 'Plumber' });

    const updated = await api.put(
      `/api/contractors/${contractor.id}`,
      user,
      contractorPayload({ phone: '555-0199' }),
    );

    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: contractor.id,
      phone: '555-0199',
      createdAt: contractor.createdAt,
    });
    expect((await api.get(`/api/contractors/${contractor.id}`, user)).body).toEqual(updated.body);
    expect((await api.get('/api/contractors', user)).body.map((c: { name: string }) => c.name)).toEqual([
      'Sam Sparks',
      'Pia Pipes',
    ]);
    expect((await api.get('/api/contractors/count', user)).body).toEqual({ count: 2 });
  });

  it('refuses the fourth contractor on the free plan', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i++) await createContractor(user);

    const response = await api.post('/api/contractors', user, contractorPayload());

    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error:
        "You've reached the limit of 3 contractors on the free plan. Please upgrade to add more contractors.",
      upgradeRequired: true,
    });
    expect((await api.get('/api/contractors/count', user)).body).toEqual({ count: 3 });
  });

  it('deletes a contractor with its estimates (and their files), unlinking its expenses', async () => {
    const { user, project, contractor } = await ownerWithContractor();
    const attachment = await uploadThroughApi(
      user,
      { name: 'q.pdf', type: 'application/pdf', content: '%PDF' },
      'estimate-attachment',
    );
    const estimate = await createEstimate(user, project.id, contractor.id, { attachmentUrl: attachment });
    const expense = await createExpense(user, project.id, {
      contractorId: contractor.id,
      estimateId: estimate.id,
    });

    const response = await api.delete(`/api/contractors/${contractor.id}`, user);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Contractor deleted successfully' });
    expect((await api.get(`/api/contractors/${contractor.id}`, user)).status).toBe(404);
    expect((await api.get(`/api/estimates/${estimate.id}`, user)).status).toBe(404);
    expect((await api.get(`/api/expenses/${expense.id}`, user)).body).toMatchObject({
      contractorId: null,
      estimateId: null,
    });
    expect((await api.get('/api/contractors/count', user)).body).toEqual({ count: 0 });
    expect(await objectExists(attachment)).toBe(false);
  });

  it.each([
    ['GET', '/api/contractors/777'],
    ['PUT', '/api/contractors/777'],
    ['DELETE', '/api/contractors/777'],
  ])('%s %s answers 404 for a missing id', async (method, url) => {
    const user = await newUser();

    const response =
      method === 'GET'
        ? await api.get(url, user)
        : method === 'PUT'
          ? await api.put(url, user, contractorPayload())
          : await api.delete(url, user);

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Contractor not found' });
  });
});

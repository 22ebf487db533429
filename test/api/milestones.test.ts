import { describe, expect, it } from 'vitest';
import { api, newUser } from './support/api-client';
import { createMilestone, createProject, milestonePayload, newRecordEdits } from './support/fixtures';

describe('milestones', () => {
  it('creates an open milestone; an empty target date becomes null', async () => {
    const user = await newUser();
    const project = await createProject(user);

    const response = await api.post(
      '/api/milestones',
      user,
      milestonePayload(project.id, { targetDate: '' }),
    );

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      userId: user.sub,
      projectId: project.id,
      title: 'Demolition done',
      description: 'Old cabinets out',
      category: 'Demolition',
      targetDate: null,
      completedDate: null,
      isCompleted: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ...newRecordEdits(user),
    });
  });

  it('lists open first, then by target date with undated last, then by creation', async () => {
    const user = await newUser();
    const project = await createProject(user);
    await createMilestone(user, project.id, { title: 'Undated', targetDate: null });
    const done = await createMilestone(user, project.id, { title: 'Done early', targetDate: '2025-01-01' });
    await createMilestone(user, project.id, { title: 'Later', targetDate: '2025-06-01' });
    await createMilestone(user, project.id, { title: 'Sooner', targetDate: '2025-02-01' });
    await createMilestone(user, project.id, { title: 'Sooner too', targetDate: '2025-02-01' });
    await api.patch(`/api/milestones/${done.id}/complete`, user);

    const response = await api.get(`/api/milestones?projectId=${project.id}`, user);

    expect(response.body.map((m: { title: string }) => m.title)).toEqual([
      'Sooner',
      'Sooner too',
      'Later',
      'Undated',
      'Done early',
    ]);
  });

  it('completes a milestone with today’s date', async () => {
    const user = await newUser();
    const project = await createProject(user);
    const milestone = await createMilestone(user, project.id);

    const response = await api.patch(`/api/milestones/${milestone.id}/complete`, user);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: milestone.id, isCompleted: true });
    expect(response.body.completedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('updates the fields and keeps completion untouched', async () => {
    const user = await newUser();
    const project = await createProject(user);
    const milestone = await createMilestone(user, project.id);
    const completed = (await api.patch(`/api/milestones/${milestone.id}/complete`, user)).body;

    const response = await api.put(
      `/api/milestones/${milestone.id}`,
      user,
      milestonePayload(project.id, {
        title: 'Demo finished',
        category: 'Planning',
        isCompleted: false,
        completedDate: null,
      }),
    );

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: 'Demo finished',
      category: 'Planning',
      isCompleted: true,
      completedDate: completed.completedDate,
    });
  });

  it('deletes a milestone', async () => {
    const user = await newUser();
    const project = await createProject(user);
    const milestone = await createMilestone(user, project.id);

    const response = await api.delete(`/api/milestones/${milestone.id}`, user);

    expect(response.body).toEqual({ message: 'Milestone deleted successfully' });
    expect((await api.get(`/api/milestones?projectId=${project.id}`, user)).body).toEqual([]);
  });

  it.each([
    [{ title: '' }, ['title'], 'Title is required'],
    [{ category: '' }, ['category'], 'Category is required'],
    [{ category: 'Cooking' }, ['category'], 'Invalid category'],
    [{ targetDate: '2025-02-30' }, ['targetDate'], 'Target date must be a valid date (YYYY-MM-DD)'],
  ])('refuses %j', async (overrides, path, message) => {
    const user = await newUser();
    const project = await createProject(user);

    const response = await api.post('/api/milestones', user, milestonePayload(project.id, overrides));

    expect(response.status).toBe(400);
    expect(response.body.details).toContainEqual({ path, message });
  });

  it('requires projectId on the list and answers 404 for a project not the caller’s', async () => {
    const owner = await newUser();
    const project = await createProject(owner);

    expect((await api.get('/api/milestones', owner)).status).toBe(400);
    expect((await api.get(`/api/milestones?projectId=${project.id}`, await newUser())).status).toBe(404);
  });

  it('refuses a milestone in another user’s project', async () => {
    const owner = await newUser();
    const project = await createProject(owner);

    const response = await api.post('/api/milestones', await newUser(), milestonePayload(project.id));

    expect(response.status).toBe(404);
    expect((await api.get(`/api/milestones?projectId=${project.id}`, owner)).body).toEqual([]);
  });

  it.each([
    ['PUT', '/api/milestones/5150'],
    ['PATCH', '/api/milestones/5150/complete'],
    ['DELETE', '/api/milestones/5150'],
  ])('%s %s answers 404 for a missing id', async (method, url) => {
    const user = await newUser();
    const project = await createProject(user);

    const response =
      method === 'PUT'
        ? await api.put(url, user, milestonePayload(project.id))
        : method === 'PATCH'
          ? await api.patch(url, user)
          : await api.delete(url, user);

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Milestone not found' });
  });
});

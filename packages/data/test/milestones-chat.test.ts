// Milestones (timeline order, completion) and chat history (time order, recent N), daily quotas.
import { describe, expect, it } from 'vitest';
import {
  addChatMessage,
  completeMilestone,
  consumeDailyQuota,
  createMilestone,
  createProject,
  deleteMilestone,
  InvalidInputError,
  listMilestones,
  listRecentChatMessages,
  NotFoundError,
  updateMilestone,
} from '../src/index';
import { newUser, testContext } from './support';

const ctx = testContext();

describe('milestones', () => {
  it('lists open ones first by target date (undated last), completes and edits them', async () => {
    const userId = await newUser(ctx);
    const project = await createProject(ctx, userId, {
      name: `Timeline ${userId.slice(0, 6)}`,
      budgetCents: 100_000,
    });
    const other = await createProject(ctx, userId, {
      name: `Other ${userId.slice(0, 6)}`,
      budgetCents: 100_000,
    });
    const milestone = (
      title: string,
      category: string,
      more: { targetDate?: string; description?: string } = {},
    ) => createMilestone(ctx, userId, { projectId: project.id, title, category, ...more });
    const undated = await milestone('Someday', 'Planning');
    const late = await milestone('Paint', 'Painting', { targetDate: '2025-06-01' });
    const early = await milestone('Permit', 'Permits', {
      targetDate: '2025-02-01',
      description: '  city hall ',
    });
    await createMilestone(ctx, userId, { projectId: other.id, title: 'Elsewhere', category: 'Planning' });
    expect(early).toMatchObject({ isCompleted: false, completedDate: null, description: 'city hall' });

    expect((await listMilestones(ctx, userId, project.id)).map((m) => m.id)).toEqual([
      early.id,
      late.id,
      undated.id,
    ]);

    const done = await completeMilestone(
      testContext({ now: () => new Date('2025-03-03T12:00:00Z') }),
      userId,
      early.id,
    );
    expect(done).toMatchObject({ isCompleted: true, completedDate: '2025-03-03' });
    expect((await listMilestones(ctx, userId, project.id)).map((m) => m.id)).toEqual([
      late.id,
      undated.id,
      early.id,
    ]);

    const edited = await updateMilestone(ctx, userId, early.id, {
      projectId: other.id,
      title: 'Permit (moved)',
      category: 'Permits',
      targetDate: null,
    });
    expect(edited).toMatchObject({
      projectId: other.id,
      isCompleted: true,
      targetDate: null,
      createdAt: early.createdAt,
    });
    expect((await listMilestones(ctx, userId, other.id)).map((m) => m.title)).toContain('Permit (moved)');

    await expect(
      updateMilestone(ctx, userId, late.id, { projectId: 999, title: 'x', category: 'Planning' }),
    ).rejects.toMatchObject({ entity: 'project' });
    await expect(
      createMilestone(ctx, userId, {
        projectId: project.id,
        title: 'x',
        category: 'Planning',
        targetDate: '2025-13-01',
      }),
    ).rejects.toBeInstanceOf(InvalidInputError);

    expect((await deleteMilestone(ctx, userId, late.id)).title).toBe('Paint');
    await expect(deleteMilestone(ctx, userId, late.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(completeMilestone(ctx, userId, late.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('chat messages', () => {
  it('keeps time order and returns the most recent N, oldest first', async () => {
    const userId = await newUser(ctx);
    for (let i = 1; i <= 7; i++) {
      await addChatMessage(ctx, userId, { role: i % 2 ? 'user' : 'assistant', content: `message ${i}` });
    }
    const recent = await listRecentChatMessages(ctx, userId, 3);
    expect(recent.map((m) => m.content)).toEqual(['message 5', 'message 6', 'message 7']);
    expect(recent.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect((await listRecentChatMessages(ctx, userId)).map((m) => m.content)).toHaveLength(7);
    await expect(addChatMessage(ctx, userId, { role: 'user', content: '   ' })).rejects.toBeInstanceOf(
      InvalidInputError,
    );
  });

  it('counts a daily quota and refuses past the limit, per day', async () => {
    const userId = await newUser(ctx);
    const day1 = testContext({ now: () => new Date('2025-07-01T10:00:00Z') });
    const day2 = testContext({ now: () => new Date('2025-07-02T10:00:00Z') });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => consumeDailyQuota(day1, userId, 'chat', 3)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(await consumeDailyQuota(day2, userId, 'chat', 3)).toEqual({ allowed: true, used: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { MILESTONE_CATEGORIES } from '../constants';
import { milestoneFormSchema, milestoneInputSchema } from './milestone';
import { issuesWith, expectDropped } from '../../test/schema-cases';

const valid = { projectId: 4, title: 'Pass inspection', category: 'Inspection' };
const issuesOf = issuesWith(milestoneInputSchema);

describe('milestoneInputSchema', () => {
  it('stores an undated milestone with null description and target date', () => {
    expect(milestoneInputSchema.parse(valid)).toEqual({
      projectId: 4,
      title: 'Pass inspection',
      description: null,
      category: 'Inspection',
      targetDate: null,
    });
  });

  it.each(['', '  ', null, undefined])('turns the target date %j into null', (targetDate) => {
    expect(milestoneInputSchema.parse({ ...valid, targetDate }).targetDate).toBeNull();
  });

  it('keeps a valid target date and refuses an impossible one', () => {
    expect(milestoneInputSchema.parse({ ...valid, targetDate: '2025-09-30' }).targetDate).toBe('2025-09-30');
    expect(issuesOf({ ...valid, targetDate: '2025-09-31' })).toEqual([
      { path: ['targetDate'], message: 'Target date must be a valid date (YYYY-MM-DD)' },
    ]);
    expect(issuesOf({ ...valid, targetDate: 1 })).toHaveLength(1);
  });

  it('needs a project, a title and a category from the list', () => {
    expect(issuesOf({ category: 'Gardening' })).toEqual([
      { path: ['projectId'], message: 'Project is required' },
      { path: ['title'], message: 'Title is required' },
      { path: ['category'], message: 'Invalid category' },
    ]);
    expect(issuesOf({ ...valid, category: '' })).toEqual([
      { path: ['category'], message: 'Category is required' },
    ]);
  });

  it('accepts every milestone category in any case', () => {
    for (const category of MILESTONE_CATEGORIES) {
      expect(milestoneInputSchema.parse({ ...valid, category: category.toLowerCase() }).category).toBe(
        category,
      );
    }
  });

  it('never lets the client set completion or ownership', () => {
    expectDropped(milestoneInputSchema, valid, {
      id: 1,
      userId: 'other',
      isCompleted: true,
      completedDate: '2025-01-01',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
  });
});

describe('milestoneFormSchema', () => {
  it('sends the same payload, with an empty target date as null', () => {
    expect(milestoneFormSchema.parse({ ...valid, projectId: '4', description: '', targetDate: '' })).toEqual({
      projectId: 4,
      title: 'Pass inspection',
      description: null,
      category: 'Inspection',
      targetDate: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { compareMilestones, isOverdue, sortMilestones, type OrderableMilestone } from './milestones';

describe('isOverdue', () => {
  const today = '2025-06-15';

  it.each([
    [{ targetDate: '2025-06-14', isCompleted: false }, true],
    [{ targetDate: '2024-12-31', isCompleted: false }, true],
    [{ targetDate: '2025-06-15', isCompleted: false }, false], // due today is not overdue yet
    [{ targetDate: '2025-06-16', isCompleted: false }, false],
    [{ targetDate: '2025-06-14', isCompleted: true }, false],
    [{ targetDate: null, isCompleted: false }, false],
    [{ targetDate: '', isCompleted: false }, false],
  ])('%j → %s', (milestone, expected) => {
    expect(isOverdue(milestone, today)).toBe(expected);
  });

  it('reads a timestamp target date by its calendar day', () => {
    expect(isOverdue({ targetDate: '2025-06-15T00:00:00.000Z', isCompleted: false }, today)).toBe(false);
    expect(isOverdue({ targetDate: '2025-06-14T23:00:00.000Z', isCompleted: false }, today)).toBe(true);
  });
});

describe('compareMilestones / sortMilestones', () => {
  const milestone = (
    id: number,
    targetDate: string | null,
    isCompleted: boolean,
    createdAt = '2025-01-01T00:00:00.000Z',
  ): OrderableMilestone => ({ id, targetDate, isCompleted, createdAt });

  it('puts open milestones before completed ones, whatever their dates', () => {
    // Prepare
    const done = milestone(1, '2025-01-01', true);
    const open = milestone(2, '2025-12-31', false);
    // Act
    const sorted = sortMilestones([done, open]);
    // Assess
    expect(sorted.map((m) => m.id)).toEqual([2, 1]);
  });

  it('orders by target date ascending, dated before undated', () => {
    // Prepare
    const list = [
      milestone(1, null, false),
      milestone(2, '2025-03-01', false),
      milestone(3, '2025-01-15', false),
      milestone(4, null, true),
      milestone(5, '2025-02-01', true),
    ];
    // Act
    const sorted = sortMilestones(list);
    // Assess
    expect(sorted.map((m) => m.id)).toEqual([3, 2, 1, 5, 4]);
  });

  it('compares dated and undated milestones in both directions', () => {
    // Prepare
    const dated = milestone(1, '2025-05-01', false);
    const undated = milestone(2, null, false);
    const alsoUndated = milestone(3, null, false);
    // Act / Assess
    expect(compareMilestones(dated, undated)).toBeLessThan(0);
    expect(compareMilestones(undated, dated)).toBeGreaterThan(0);
    expect(compareMilestones(undated, alsoUndated)).toBeLessThan(0); // same creation time: by id
    expect(compareMilestones(milestone(4, '2025-06-01', false), dated)).toBeGreaterThan(0);
  });

  it('breaks ties by creation time, then id', () => {
    // Prepare
    const later = milestone(1, '2025-03-01', false, '2025-01-02T00:00:00.000Z');
    const earlier = milestone(2, '2025-03-01', false, '2025-01-01T08:00:00.000Z');
    const sameTimeHigherId = milestone(9, '2025-03-01', false, '2025-01-01T08:00:00.000Z');
    // Act
    const sorted = sortMilestones([later, sameTimeHigherId, earlier]);
    // Assess
    expect(sorted.map((m) => m.id)).toEqual([2, 9, 1]);
  });

  it('compares creation times as instants, and falls back to the text when they are not timestamps', () => {
    // Prepare: the same instant written two ways, and two unreadable values
    const a = milestone(1, null, false, '2025-01-01T00:00:00Z');
    const b = milestone(2, null, false, '2025-01-01T00:00:00.000Z');
    const c = milestone(3, null, false, 'b');
    const d = milestone(4, null, false, 'a');
    // Act / Assess: the same instant falls through to the id; text decides only for unreadable values
    expect(Math.sign(compareMilestones(b, a))).toBe(1);
    expect(Math.sign(compareMilestones(a, b))).toBe(-1);
    expect(Math.sign(compareMilestones(c, d))).toBe(1);
    expect(Math.sign(compareMilestones(d, c))).toBe(-1);
    expect(compareMilestones(c, c)).toBe(0);
  });

  it('does not change the list it is given', () => {
    // Prepare
    const list = [milestone(1, null, false), milestone(2, '2025-01-01', false)];
    // Act
    sortMilestones(list);
    // Assess
    expect(list.map((m) => m.id)).toEqual([1, 2]);
  });

  it('treats a missing id as 0', () => {
    const withoutId = { targetDate: null, isCompleted: false, createdAt: '2025-01-01T00:00:00.000Z' };
    expect(compareMilestones(withoutId, milestone(1, null, false))).toBeLessThan(0);
  });
});

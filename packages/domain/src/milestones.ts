// Milestone rules of docs/product.md#milestone-order: overdue and timeline ordering.
// `today` is a local 'YYYY-MM-DD'.

export interface MilestoneTiming {
  targetDate: string | null;
  isCompleted: boolean;
}

export interface OrderableMilestone extends MilestoneTiming {
  createdAt: string;
  id?: number;
}

// Stored target dates are 'YYYY-MM-DD'; a timestamp is read by its date part.
function calendarPart(value: string): string {
  return value.slice(0, 10);
}

// As instants when both parse; otherwise by text, so the order stays total.
function compareTimestamps(a: string, b: string): number {
  const difference = Date.parse(a) - Date.parse(b);
  if (Number.isFinite(difference)) return difference;
  return a === b ? 0 : a < b ? -1 : 1;
}

/** Overdue = has a target date before today and is not completed. */
export function isOverdue(milestone: MilestoneTiming, today: string): boolean {
  if (milestone.isCompleted || !milestone.targetDate) return false;
  return calendarPart(milestone.targetDate) < calendarPart(today);
}

/** Open first; then target date ascending, dated before undated; then creation time; then id. */
export function compareMilestones(a: OrderableMilestone, b: OrderableMilestone): number {
  if (a.isCompleted !== b.isCompleted) return a.isCompleted ? 1 : -1;
  const aDate = a.targetDate ? calendarPart(a.targetDate) : null;
  const bDate = b.targetDate ? calendarPart(b.targetDate) : null;
  if (aDate !== bDate) {
    if (aDate === null) return 1;
    if (bDate === null) return -1;
    return aDate < bDate ? -1 : 1;
  }
  const byCreation = compareTimestamps(a.createdAt, b.createdAt);
  return byCreation !== 0 ? byCreation : (a.id ?? 0) - (b.id ?? 0);
}

/** A sorted copy. */
export function sortMilestones<T extends OrderableMilestone>(milestones: readonly T[]): T[] {
  return [...milestones].sort(compareMilestones);
}

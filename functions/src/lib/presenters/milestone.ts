import type { Milestone } from '@reno/domain';
import type { MilestoneRecord } from '@reno/data';
import { presentStamps } from './record-edits';

export function presentMilestone(milestone: MilestoneRecord): Milestone {
  return {
    id: milestone.id,
    userId: milestone.userId,
    projectId: milestone.projectId,
    title: milestone.title,
    description: milestone.description,
    category: milestone.category,
    targetDate: milestone.targetDate,
    completedDate: milestone.completedDate,
    isCompleted: milestone.isCompleted,
    ...presentStamps(milestone),
  };
}

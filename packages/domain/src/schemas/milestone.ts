// Milestones (docs/product.md#record-milestone, docs/product.md#validation-milestone).
// Completion (isCompleted, completedDate) is set only by PATCH …/complete.
import type { RecordEdits } from '../record-edits';
import * as z from 'zod/mini';
import { MAX_SHORT_TEXT_LENGTH, MILESTONE_CATEGORIES, type MilestoneCategory } from '../constants';
import {
  formSchema,
  matchIn,
  optionalDate,
  optionalLongText,
  requiredChoice,
  requiredId,
  requiredText,
} from './fields';

const MILESTONE_MESSAGES = {
  project: 'Project is required',
  title: 'Title is required',
  category: 'Category is required',
  categoryInvalid: 'Invalid category',
  targetDate: 'Target date must be a valid date (YYYY-MM-DD)',
} as const;

/** POST/PUT /api/milestones → targetDate 'YYYY-MM-DD' or null ('' → null). */
export const milestoneInputSchema = z.object({
  projectId: requiredId(MILESTONE_MESSAGES.project),
  title: requiredText({ required: MILESTONE_MESSAGES.title, max: MAX_SHORT_TEXT_LENGTH, label: 'Title' }),
  description: optionalLongText('Description'),
  category: requiredChoice<MilestoneCategory>({
    normalize: matchIn(MILESTONE_CATEGORIES),
    required: MILESTONE_MESSAGES.category,
    invalid: MILESTONE_MESSAGES.categoryInvalid,
  }),
  targetDate: optionalDate(MILESTONE_MESSAGES.targetDate),
});
type MilestoneInput = z.output<typeof milestoneInputSchema>;
/** What the web sends for a milestone (the same shape: nothing to convert). */
export type MilestonePayload = MilestoneInput;

/** The milestone form's values. */
export interface MilestoneFormValues {
  projectId: number | string;
  title: string;
  description?: string | null;
  category: string;
  targetDate?: string | null;
}

export const milestoneFormSchema = formSchema<MilestoneFormValues>()(
  milestoneInputSchema,
  (milestone): MilestonePayload => milestone,
);

/** A milestone as the API returns it. */
export interface Milestone extends RecordEdits {
  id: number;
  userId: string;
  projectId: number;
  title: string;
  description: string | null;
  category: string;
  targetDate: string | null;
  completedDate: string | null;
  isCompleted: boolean;
  createdAt: string;
}

// Projects (docs/product.md#record-project, docs/product.md#validation-project).
// Inputs never carry id, userId, slug or startDate: the server sets them.
import type { RecordEdits } from '../record-edits';
import * as z from 'zod/mini';
import {
  DEFAULT_TAX_RATE_HUNDREDTHS,
  MAX_AMOUNT_CENTS,
  MAX_LONG_TEXT_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
  MIN_PROJECT_BUDGET_CENTS,
  MIN_PROJECT_NAME_LENGTH,
} from '../constants';
import { centsToDecimal, hundredthsToDecimal } from '../money';
import {
  formSchema,
  keptFlag,
  keptText,
  requiredId,
  optionalText,
  percentHundredths,
  requiredCents,
  requiredText,
} from './fields';

export const PROJECT_MESSAGES = {
  name: 'Project name must be at least 3 characters long',
  budget: 'Budget must be at least $100',
  budgetMax: 'Budget must be at most $99,999,999.99',
  taxRate: 'Tax rate must be between 0% and 100%',
  home: 'Home must be a home id',
  extensiveRemodel: 'Extensive remodel must be true or false',
} as const;

const name = requiredText({
  required: PROJECT_MESSAGES.name,
  min: MIN_PROJECT_NAME_LENGTH,
  max: MAX_SHORT_TEXT_LENGTH,
  label: 'Project name',
});
const budget = requiredCents({
  message: PROJECT_MESSAGES.budget,
  min: MIN_PROJECT_BUDGET_CENTS,
  max: MAX_AMOUNT_CENTS,
  maxMessage: PROJECT_MESSAGES.budgetMax,
});
const descriptionLimits = { max: MAX_LONG_TEXT_LENGTH, label: 'Description' };
/**
 * The home a project is in (docs/product.md#api-projects): on create, missing is the household's first home;
 * on update, missing leaves the project where it is.
 */
const homeId = z.optional(requiredId(PROJECT_MESSAGES.home));
/**
 * 'Part of an extensive remodel' (docs/product.md#basis-classes): its repairs count as improvements. Missing
 * is false on create and keeps the stored value on update.
 */
const extensiveRemodel = keptFlag(PROJECT_MESSAGES.extensiveRemodel);

/** A project's request: the create's and the update's differ only in their description and tax rate. */
const projectRequest = <D extends z.ZodMiniType, T extends z.ZodMiniType>(description: D, taxRate: T) =>
  z.object({ name, description, budget, taxRate, homeId, extensiveRemodel });

/** POST /api/projects → { name, description: string | null, budget: cents, taxRate: hundredths (default 1300) }. */
export const projectCreateSchema = projectRequest(
  optionalText(descriptionLimits),
  percentHundredths({ message: PROJECT_MESSAGES.taxRate, fallback: DEFAULT_TAX_RATE_HUNDREDTHS }),
);

/** PUT /api/projects/{id}: name and budget required; description and taxRate left unchanged when absent. */
export const projectUpdateSchema = projectRequest(
  keptText(descriptionLimits),
  percentHundredths({ message: PROJECT_MESSAGES.taxRate, fallback: undefined }),
);

/** What the web sends for a project: money and rate as 2-decimal strings. */
export interface ProjectPayload {
  name: string;
  description: string | null;
  budget: string;
  taxRate: string;
  /** The home it is in; left out, the first home (the first-project form has no home field). */
  homeId?: number;
  /** Left out (the first-project form), false on create and kept on update. */
  extensiveRemodel?: boolean;
}

/** The project form's values (the strings of its inputs). */
export interface ProjectFormValues {
  name: string;
  description?: string | null;
  budget: string | number;
  taxRate?: string | number;
  /** The chosen home's id (the select's value). */
  homeId?: string | number;
  extensiveRemodel?: boolean;
}

export const projectFormSchema = formSchema<ProjectFormValues>()(
  projectCreateSchema,
  (project): ProjectPayload => ({
    name: project.name,
    description: project.description,
    budget: centsToDecimal(project.budget),
    taxRate: hundredthsToDecimal(project.taxRate),
    ...(project.homeId === undefined ? {} : { homeId: project.homeId }),
    ...(project.extensiveRemodel === undefined ? {} : { extensiveRemodel: project.extensiveRemodel }),
  }),
);

/** A project as the API returns it. */
export interface Project extends RecordEdits {
  id: number;
  userId: string;
  name: string;
  slug: string;
  description: string | null;
  budget: string;
  taxRate: string;
  /** The home it is in (docs/product.md#record-home). */
  homeId: number;
  /** 'Part of an extensive remodel': its repairs count as improvements (docs/product.md#basis-classes). */
  extensiveRemodel: boolean;
  /** ISO timestamp */
  startDate: string;
  createdAt: string;
  totalSpent?: string;
}

/** GET /api/projects/{id}/summary: money as 2-decimal strings, budgetUsedPercent a number. */
export interface ProjectSummary {
  totalBudget: string;
  totalSpent: string;
  remaining: string;
  budgetUsedPercent: number;
  totalEstimates: string;
  paidEstimates: string;
  categoryBreakdown: Record<string, string>;
}

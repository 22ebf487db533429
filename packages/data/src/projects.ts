// Projects: CRUD, a slug unique among the owner's projects (conditional SLUG# claim) and the stored aggregates that the
// summary reads in one GetItem. The delete cascade lives in cascades/project-cascade.ts.
import { BASIS_VERSION } from './basis-upgrade';
import { itemFieldsReader } from './item-fields';
import {
  type ForecastAggregates,
  type RecordEdits,
  budgetPlanExcessMessage,
  budgetUsedPercent,
  DEFAULT_TAX_RATE,
  FIRST_HOME_ID,
  slugCandidate,
  slugify,
  toHundredths,
} from '@reno/domain';
import type { DataContext } from './context';
import { InvalidInputError } from './errors';
import { FORECAST_VERSION, getProjectItemWithForecast } from './forecast-upgrade';
import { TOTALS_VERSION } from './totals-shape';
import { SCOPE_COUNTS_VERSION } from './expense-scope-days';
import { FILTER_KEYS_VERSION } from './filters-upgrade';
import { LINK_KEYS_VERSION } from './link-keys-upgrade';
import { householdProjects } from './access-patterns';
import { profileKey, projectKey, slugKey } from './keys';
import { homeIdOf, placeInHome, takeFromHome } from './homes';
import { countProject } from './user-counters';
import type { EditOptions } from './edits';
import {
  createRecord,
  recordFields,
  recordGetter,
  recordLister,
  updateRecord,
  type CreateOptions,
  type RecordChange,
} from './records';
import type { Item } from './requests';
import { conditions, ConcurrencyRetry } from './transaction';
import { num, optionalText, requireCents, requireHundredths, requireId, requireText } from './validate';

export interface ProjectInput {
  name: string;
  description?: string | null;
  budgetCents: number;
  /** Hundredths of a percent (13.00 % → 1300); defaults to 1300 on create, kept on update when omitted. */
  taxRateHundredths?: number;
  /** The home it is in (homes.ts): the first home on create when omitted, kept on update when omitted. */
  homeId?: number;
  /** 'Part of an extensive remodel' (its repairs count as improvements): false on create and kept on update when omitted. */
  extensiveRemodel?: boolean;
}

export interface ProjectRecord {
  id: number;
  userId: string;
  /** The home it is in (homes.ts; a project stored before homes is the first home's). */
  homeId: number;
  /** 'Part of an extensive remodel' (docs/product.md#basis-classes); false for a project stored before it. */
  extensiveRemodel: boolean;
  name: string;
  slug: string;
  description: string | null;
  budgetCents: number;
  taxRateHundredths: number;
  /** ISO timestamp; by default the moment of creation (docs/product.md#record-project). */
  startDate: string;
  createdAt: string;
  updatedAt: string;
  /** Aggregates kept by the expense and estimate transactions. */
  spentCents: number;
  /** Spent per lower-case category; categories at zero are left out. */
  spentByCategoryCents: Record<string, number>;
  expenseCount: number;
  /** Sum of the total-with-tax of this project's approved estimates. */
  approvedEstimatesCents: number;
  /** Sum of the amounts of this project's expenses linked to an estimate. */
  paidEstimatesCents: number;
  /** Σ max(revised total with tax − paid, 0) of its approved estimates, per category or 'unassigned'. */
  committedByCategoryCents: Record<string, number>;
  /** The budget plan: planned amount per category that has a line, and the contingency. */
  plannedByCategoryCents: Record<string, number>;
  contingencyCents: number;
  /**
   * Over its approved estimates with a payment schedule: what the installments add up to, what of it is
   * paid, and the retainage held (kept by the same transactions as the commitments).
   */
  scheduledCents: number;
  scheduledPaidCents: number;
  retainageHeldCents: number;
}

/**
 * A project as the API answers it: with who made and last changed it, and its edit number (edits.ts). The
 * project's own fields alone (ProjectRecord) are what its aggregates' readers need.
 */
export type ProjectWithEdits = ProjectRecord & RecordEdits;

export interface ProjectSummaryCents {
  projectId: number;
  totalBudgetCents: number;
  totalSpentCents: number;
  remainingCents: number;
  /** spent / budget × 100, 2 decimals. */
  budgetUsedPercent: number;
  approvedEstimatesCents: number;
  paidEstimatesCents: number;
  categoryBreakdownCents: Record<string, number>;
}

const DEFAULT_TAX_RATE_HUNDREDTHS = toHundredths(DEFAULT_TAX_RATE) ?? 1300;
const SLUG_ATTEMPTS = 5;

/** A map of cents from the item without its zero entries. */
function nonZeroCents(map: unknown): Record<string, number> {
  const result: Record<string, number> = {};
  for (const [key, cents] of Object.entries((map as Record<string, number> | undefined) ?? {}))
    if (cents !== 0) result[key] = cents;
  return result;
}

const projectFieldsOf = itemFieldsReader({
  text: ['name', 'slug', 'startDate'],
  optionalText: ['description'],
  // prettier-ignore
  number: ['budgetCents', 'taxRateHundredths', 'spentCents', 'expenseCount', 'approvedEstimatesCents', 'paidEstimatesCents', 'contingencyCents', 'scheduledCents', 'scheduledPaidCents', 'retainageHeldCents'],
});

export function toProjectRecord(item: Item): ProjectWithEdits {
  return {
    ...recordFields(item),
    ...projectFieldsOf(item),
    homeId: homeIdOf(item),
    extensiveRemodel: item.extensiveRemodel === true,
    spentByCategoryCents: nonZeroCents(item.spentByCategory),
    committedByCategoryCents: nonZeroCents(item.committedByCategory),
    // A planned line of 0 is still a line: it can draw on the contingency.
    plannedByCategoryCents: { ...((item.plannedByCategory as Record<string, number> | undefined) ?? {}) },
  };
}

/** What the forecast is computed from: the project's own aggregates. */
export function forecastAggregatesOf(project: ProjectRecord): ForecastAggregates {
  return {
    budgetCents: project.budgetCents,
    contingencyCents: project.contingencyCents,
    plannedByCategoryCents: project.plannedByCategoryCents,
    spentByCategoryCents: project.spentByCategoryCents,
    committedByCategoryCents: project.committedByCategoryCents,
    payments: {
      scheduledCents: project.scheduledCents,
      scheduledPaidCents: project.scheduledPaidCents,
      retainageHeldCents: project.retainageHeldCents,
    },
  };
}

function projectFields(input: ProjectInput) {
  return {
    name: requireText('name', input.name),
    description: optionalText(input.description),
    budgetCents: requireCents('budgetCents', input.budgetCents),
  };
}

/** UpdateItem(sequence) + one TransactWriteItems (project, slug claim, profile counters). */
export async function createProject(
  ctx: DataContext,
  householdId: string,
  input: ProjectInput,
  options: CreateOptions = {},
): Promise<ProjectWithEdits> {
  const homeId = requireId('homeId', input.homeId ?? FIRST_HOME_ID);
  const fields = projectFields(input);
  const taxRateHundredths = requireHundredths(
    'taxRateHundredths',
    input.taxRateHundredths ?? DEFAULT_TAX_RATE_HUNDREDTHS,
  );
  const baseSlug = slugify(fields.name);
  // The next slug candidate is tried only after the last was taken (an attempt also re-runs after a
  // conflict, or once the household's first home was made on the way).
  let attempt = 1;
  let slugTaken = false;
  const kind = { entity: 'project', keyOf: projectKey } as const;
  return createRecord(ctx, householdId, kind, options, (base) => {
    if (slugTaken) attempt += 1;
    slugTaken = false;
    // After a few taken candidates, a random suffix avoids walking a long taken sequence.
    const slug =
      attempt <= SLUG_ATTEMPTS
        ? slugCandidate(baseSlug, attempt)
        : `${baseSlug}-${Math.random().toString(36).slice(2, 8)}`;
    const item = {
      ...base,
      homeId,
      slug,
      ...fields,
      taxRateHundredths,
      extensiveRemodel: input.extensiveRemodel ?? false,
      startDate: base.createdAt,
      spentCents: 0,
      spentByCategory: {},
      expenseMonths: {},
      expenseCount: 0,
      approvedEstimatesCents: 0,
      paidEstimatesCents: 0,
      committedByCategory: {},
      forecastVersion: FORECAST_VERSION,
      plannedByCategory: {},
      contingencyCents: 0,
      paidByContractor: {},
      countByContractor: {},
      totalsVersion: TOTALS_VERSION,
      basisCents: {},
      basisNoReceipt: {},
      basisVersion: BASIS_VERSION,
      // Every expense of a new project is written with its filter keys.
      filterKeysVersion: FILTER_KEYS_VERSION,
      linkKeysVersion: LINK_KEYS_VERSION,
      scopeCountsVersion: SCOPE_COUNTS_VERSION,
    };
    return {
      item,
      result: toProjectRecord(item),
      alongside: (transaction) => {
        placeInHome(transaction, householdId, homeId, options.by);
        transaction.put(
          {
            ...slugKey(householdId, slug),
            entity: 'slug',
            userId: householdId,
            projectId: base.id,
            createdAt: base.createdAt,
          },
          {
            condition: conditions.notExists,
            onConditionFailed: () => {
              slugTaken = true;
              return new ConcurrencyRetry('slug taken');
            },
          },
        );
        countProject(transaction, householdId, fields.budgetCents, 1);
      },
    };
  });
}

/** One strongly consistent GetItem; null when missing or not this user's. */
export const getProject = recordGetter(projectKey, toProjectRecord);

/** getProject for the forecast and the plan: a project stored before the forecast is upgraded first. */
export async function getProjectWithForecast(
  ctx: DataContext,
  householdId: string,
  projectId: number,
): Promise<ProjectWithEdits | null> {
  const item = await getProjectItemWithForecast(ctx, householdId, projectId);
  return item ? toProjectRecord(item) : null;
}

/** One Query over the household's partition (PROJECT# prefix), oldest first. */
export const listProjects = recordLister(householdProjects, toProjectRecord);

/** The dashboard summary from the stored aggregates: exactly one GetItem. */
export const getProjectSummary = recordGetter(projectKey, (item) => summarizeProject(toProjectRecord(item)));

function summarizeProject(project: ProjectRecord): ProjectSummaryCents {
  return {
    projectId: project.id,
    totalBudgetCents: project.budgetCents,
    totalSpentCents: project.spentCents,
    remainingCents: project.budgetCents - project.spentCents,
    budgetUsedPercent: budgetUsedPercent(project.budgetCents, project.spentCents),
    approvedEstimatesCents: project.approvedEstimatesCents,
    paidEstimatesCents: project.paidEstimatesCents,
    categoryBreakdownCents: { ...project.spentByCategoryCents },
  };
}

/**
 * Name, description, budget and tax rate; the slug stays. GetItem + one TransactWriteItems; StaleEditError
 * when the project moved past the version the edit was made on.
 */
export async function updateProject(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  input: ProjectInput,
  edit: EditOptions = {},
): Promise<ProjectWithEdits> {
  const fields = projectFields(input);
  if (input.homeId !== undefined) requireId('homeId', input.homeId);
  return updateProjectItem(ctx, householdId, projectId, edit, (current) => {
    const excess = planExcessCents(fields.budgetCents, toProjectRecord(current));
    if (excess > 0) throw new InvalidInputError('budget', budgetPlanExcessMessage(excess));
    const taxRateHundredths =
      input.taxRateHundredths === undefined
        ? num(current.taxRateHundredths)
        : requireHundredths('taxRateHundredths', input.taxRateHundredths);
    const moves = input.homeId !== undefined && input.homeId !== homeIdOf(current);
    const extensiveRemodel = input.extensiveRemodel ?? current.extensiveRemodel === true;
    return {
      set: { ...fields, taxRateHundredths, extensiveRemodel, ...(moves ? { homeId: input.homeId } : {}) },
      alongside: (transaction) => {
        transaction.update(profileKey(householdId), {
          add: [{ path: ['totalBudgetCents'], delta: fields.budgetCents - num(current.budgetCents) }],
        });
        if (moves) {
          takeFromHome(transaction, householdId, current);
          placeInHome(transaction, householdId, input.homeId!, edit.by);
        }
      },
    };
  });
}

/** An edit of the project item (updateRecord: its version, its editor), answered as the project. */
export const updateProjectItem = (
  ctx: DataContext,
  householdId: string,
  projectId: number,
  edit: EditOptions,
  change: (current: Item) => RecordChange,
): Promise<ProjectWithEdits> =>
  updateRecord(
    ctx,
    { entity: 'project', key: projectKey(householdId, projectId), id: projectId },
    edit,
    change,
    toProjectRecord,
  );

/** How far the plan's lines and contingency go beyond a budget (0 when they fit). */
export function planExcessCents(
  budgetCents: number,
  plan: Pick<ProjectRecord, 'plannedByCategoryCents' | 'contingencyCents'>,
): number {
  const allocated = Object.values(plan.plannedByCategoryCents).reduce((s, c) => s + c, plan.contingencyCents);
  return Math.max(allocated - budgetCents, 0);
}

// Milestones: under their project in the projectItems index; completion is a separate action (PATCH .../complete).
import { itemFieldsReader } from './item-fields';
import { compareMilestones, todayLocalDateString, type Milestone } from '@reno/domain';
import { nowOf, type DataContext } from './context';
import { NotFoundError } from './errors';
import { projectMilestones } from './access-patterns';
import { milestoneInProject, milestoneKey } from './keys';
import { requireLiveProject } from './live-links';
import { markRemindable } from './reminders-index';
import type { Author, EditOptions } from './edits';
import type { ListPageOptions } from './list-pages';
import {
  recordCreator,
  readRecordPage,
  recordFields,
  recordGetter,
  recordsGetter,
  updateRecord,
} from './records';
import { deleteItem, queryAll, type Item } from './requests';
import { optionalCalendarDate, optionalText, requireId, requireText } from './validate';

export interface MilestoneInput {
  projectId: number;
  title: string;
  description?: string | null;
  category: string;
  /** 'YYYY-MM-DD' or null. */
  targetDate?: string | null;
}

/** A milestone as stored: what the API answers (Milestone), and when it last changed. */
export interface MilestoneRecord extends Milestone {
  updatedAt: string;
}

const milestoneFieldsOf = itemFieldsReader({
  number: ['projectId'],
  text: ['title', 'category'],
  optionalText: ['description', 'targetDate', 'completedDate'],
});

export function toMilestoneRecord(item: Item): MilestoneRecord {
  return {
    ...recordFields(item),
    ...milestoneFieldsOf(item),
    isCompleted: item.isCompleted === true,
  };
}

function milestoneFields(input: MilestoneInput) {
  return {
    projectId: requireId('projectId', input.projectId),
    title: requireText('title', input.title),
    description: optionalText(input.description),
    category: requireText('category', input.category),
    targetDate: optionalCalendarDate('targetDate', input.targetDate),
  };
}

/** UpdateItem(sequence) + one TransactWriteItems (milestone, project check). */
export const createMilestone = recordCreator({
  kind: { entity: 'milestone', keyOf: milestoneKey },
  fieldsOf: milestoneFields,
  attempt: ({ householdId, fields, base }) => {
    const item = {
      ...base,
      ...fields,
      completedDate: null,
      isCompleted: false,
      ...milestoneInProject(householdId, fields.projectId, base.id),
    };
    return {
      item,
      result: toMilestoneRecord(item),
      alongside: (transaction) => {
        requireLiveProject(transaction, householdId, fields.projectId);
        if (fields.targetDate !== null) markRemindable(transaction, householdId);
      },
    };
  },
});

/** One GetItem; null when missing or not this user's. */
export const getMilestone = recordGetter(milestoneKey, toMilestoneRecord);

/** The milestones of `ids` that exist, in no set order: BatchGetItem of their keys (100 a request). */
export const getMilestones = recordsGetter(milestoneKey, toMilestoneRecord);

/** One Query on projectItems (the project's MILESTONE# items), in timeline order (open first, then by date). */
export async function listMilestones(
  ctx: DataContext,
  householdId: string,
  projectId: number,
): Promise<MilestoneRecord[]> {
  const items = await queryAll(ctx, projectMilestones(householdId, projectId));
  return items.map(toMilestoneRecord).sort(compareMilestones);
}

/**
 * One page of a project's milestones by id (one Query, list-pages.ts), the page in timeline order: a project
 * with more than one page is put in order by whoever reads every page (the web does).
 */
export async function listMilestonePage(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  options: ListPageOptions,
) {
  const page = await readRecordPage(
    ctx,
    projectMilestones(householdId, projectId),
    toMilestoneRecord,
    options,
  );
  return { ...page, records: page.records.sort(compareMilestones) };
}

/**
 * Title, description, category, target date and project: GetItem + one TransactWriteItems (the milestone,
 * its project's check; updateRecord). NotFoundError, StaleEditError.
 */
export async function updateMilestone(
  ctx: DataContext,
  householdId: string,
  milestoneId: number,
  input: MilestoneInput,
  edit: EditOptions = {},
): Promise<MilestoneRecord> {
  const fields = milestoneFields(input);
  const record = {
    entity: 'milestone',
    key: milestoneKey(householdId, milestoneId),
    id: milestoneId,
  } as const;
  return updateRecord(
    ctx,
    record,
    edit,
    () => ({
      set: { ...fields, ...milestoneInProject(householdId, fields.projectId, milestoneId) },
      alongside: (transaction) => {
        requireLiveProject(transaction, householdId, fields.projectId);
        if (fields.targetDate !== null) markRemindable(transaction, householdId);
      },
    }),
    toMilestoneRecord,
  );
}

/**
 * Marks it complete: isCompleted true, completedDate = today (or the given date). A change like any other
 * (its editor is stamped, an edit opened before it is stale), but no edit of its own: it names no version.
 */
export async function completeMilestone(
  ctx: DataContext,
  householdId: string,
  milestoneId: number,
  completedDate: string = todayLocalDateString(nowOf(ctx)),
  edit: { by?: Author } = {},
): Promise<MilestoneRecord> {
  const record = {
    entity: 'milestone',
    key: milestoneKey(householdId, milestoneId),
    id: milestoneId,
  } as const;
  const set = { isCompleted: true, completedDate: optionalCalendarDate('completedDate', completedDate) };
  return updateRecord(ctx, record, edit, () => ({ set }), toMilestoneRecord);
}

/** One DeleteItem (condition: exists); throws NotFoundError. */
export async function deleteMilestone(
  ctx: DataContext,
  householdId: string,
  milestoneId: number,
): Promise<MilestoneRecord> {
  try {
    const old = await deleteItem(ctx, {
      Key: milestoneKey(householdId, milestoneId),
      ConditionExpression: 'attribute_exists(PK)',
      ReturnValues: 'ALL_OLD',
    });
    return toMilestoneRecord(old ?? {});
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') {
      throw new NotFoundError('milestone', milestoneId);
    }
    throw error;
  }
}

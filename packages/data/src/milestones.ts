// Milestones: under their project in the projectItems index; completion is a separate action (PATCH .../complete).
import type { IdempotencyClaim } from './idempotency';
import { compareMilestones, todayLocalDateString, type Milestone } from '@reno/domain';
import { nowOf, type DataContext } from './context';
import { NotFoundError } from './errors';
import { projectMilestones } from './access-patterns';
import { milestoneInProject, milestoneKey } from './keys';
import { requireLiveProject } from './live-links';
import { createRecord, recordFields, recordGetter } from './records';
import { deleteItem, getItem, queryAll, updateExisting, type Item } from './requests';
import { conditions, runTransaction, TransactionBuilder } from './transaction';
import { num, optionalCalendarDate, optionalText, requireId, requireText, str } from './validate';

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

function toMilestoneRecord(item: Item): MilestoneRecord {
  return {
    ...recordFields(item),
    projectId: num(item.projectId),
    title: String(item.title),
    description: str(item.description),
    category: String(item.category),
    targetDate: str(item.targetDate),
    completedDate: str(item.completedDate),
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
export async function createMilestone(
  ctx: DataContext,
  userId: string,
  input: MilestoneInput,
  options: { idempotency?: IdempotencyClaim } = {},
): Promise<MilestoneRecord> {
  const fields = milestoneFields(input);
  const kind = { entity: 'milestone', keyOf: milestoneKey } as const;
  return createRecord(ctx, userId, kind, options.idempotency, (base) => {
    const item = {
      ...base,
      ...fields,
      completedDate: null,
      isCompleted: false,
      ...milestoneInProject(userId, fields.projectId, base.id),
    };
    return {
      item,
      result: toMilestoneRecord(item),
      alongside: (transaction) => requireLiveProject(transaction, userId, fields.projectId),
    };
  });
}

/** One GetItem; null when missing or not this user's. */
export const getMilestone = recordGetter(milestoneKey, toMilestoneRecord);

/** One Query on projectItems (the project's MILESTONE# items), in timeline order (open first, then by date). */
export async function listMilestones(
  ctx: DataContext,
  userId: string,
  projectId: number,
): Promise<MilestoneRecord[]> {
  const items = await queryAll(ctx, projectMilestones(userId, projectId));
  return items.map(toMilestoneRecord).sort(compareMilestones);
}

/** Title, description, category, target date and project. One TransactWriteItems (milestone, project check). */
export async function updateMilestone(
  ctx: DataContext,
  userId: string,
  milestoneId: number,
  input: MilestoneInput,
): Promise<MilestoneRecord> {
  const fields = milestoneFields(input);
  const set = {
    ...fields,
    ...milestoneInProject(userId, fields.projectId, milestoneId),
    updatedAt: nowOf(ctx).toISOString(),
  };
  return runTransaction(async () => {
    const transaction = new TransactionBuilder(ctx).update(
      milestoneKey(userId, milestoneId),
      { set, add: [{ path: ['version'], delta: 1 }] },
      { condition: conditions.live, onConditionFailed: () => new NotFoundError('milestone', milestoneId) },
    );
    requireLiveProject(transaction, userId, fields.projectId);
    return { transaction, result: undefined };
  }).then(async () => {
    const item = await getItem(ctx, milestoneKey(userId, milestoneId));
    if (!item) throw new NotFoundError('milestone', milestoneId);
    return toMilestoneRecord(item);
  });
}

/** One UpdateItem: isCompleted true, completedDate = today (or the given date). */
export async function completeMilestone(
  ctx: DataContext,
  userId: string,
  milestoneId: number,
  completedDate: string = todayLocalDateString(nowOf(ctx)),
): Promise<MilestoneRecord> {
  const item = await updateExisting(
    ctx,
    milestoneKey(userId, milestoneId),
    {
      isCompleted: true,
      completedDate: optionalCalendarDate('completedDate', completedDate),
      updatedAt: nowOf(ctx).toISOString(),
    },
    () => new NotFoundError('milestone', milestoneId),
  );
  return toMilestoneRecord(item);
}

/** One DeleteItem (condition: exists); throws NotFoundError. */
export async function deleteMilestone(
  ctx: DataContext,
  userId: string,
  milestoneId: number,
): Promise<MilestoneRecord> {
  try {
    const old = await deleteItem(ctx, {
      Key: milestoneKey(userId, milestoneId),
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

// Maintenance tasks (issue 53): what a home needs done again and again. Each lives in the household's
// partition (MAINTENANCE#<id>) and in its home's partition of the projectItems index, so a home's tasks are
// one Query; the home counts them (`maintenanceCount`, home-counts.ts). The times it was done are a list on
// the task itself (at most MAX_MAINTENANCE_LOG, oldest first), so a task and its log are one read and the
// next due date (domain, nextDueDate) is computed from what the item holds. `itemId` names an item of the
// task's home (maintenance-items.ts), checked when written and answered with the item's name.
import {
  isDueThisMonth,
  MAX_MAINTENANCE_LOG,
  nextDueDate,
  type MaintenanceDone,
  type MaintenanceRuleKind,
  type MaintenanceTask,
} from '@reno/domain';
import type { DataContext } from './context';
import { homeMaintenanceTasks, householdMaintenanceTasks } from './access-patterns';
import type { Author, EditOptions } from './edits';
import { MaintenanceLogFullError, NotFoundError } from './errors';
import { countedIn, homeReady } from './home-counts';
import { itemFieldsReader } from './item-fields';
import { maintenanceTaskInHome, maintenanceTaskKey } from './keys';
import type { ListPageOptions } from './list-pages';
import { requireItemOfHome, withItemNames } from './maintenance-items';
import { markRemindable } from './reminders-index';
import {
  recordCreator,
  readRecordPage,
  recordFields,
  recordGetter,
  recordLister,
  updateRecord,
  type RecordPage,
} from './records';
import type { Item } from './requests';
import { ConcurrencyRetry, conditions, runTransaction, TransactionBuilder } from './transaction';
import { num, optionalId, optionalText, requireCalendarDate, requireId, requireText } from './validate';

export interface MaintenanceTaskInput {
  homeId: number;
  itemId?: number | null;
  name: string;
  notes?: string | null;
  rule: MaintenanceRuleKind;
  intervalMonths: number;
  /** 'YYYY-MM-DD': the first due date. */
  startDate: string;
}

/** One time it was done: the day, a note, the expense that paid for it. */
export interface MaintenanceDoneInput {
  date: string;
  note?: string | null;
  expenseId?: number | null;
}

/** A task as stored, with its next due date (the reminder sweep, the calendar feed). */
export type MaintenanceTaskRecord = Omit<MaintenanceTask, 'itemName'>;

/** What the API answers: the task and its item's name. */
export type MaintenanceTaskAnswer = MaintenanceTask;

const taskFieldsOf = itemFieldsReader({
  text: ['name', 'startDate'],
  optionalText: ['notes', 'lastDoneDate'],
  number: ['homeId', 'intervalMonths'],
  optionalNumber: ['itemId'],
});

function logOf(item: Item): MaintenanceDone[] {
  const log = Array.isArray(item.log) ? (item.log as Item[]) : [];
  return log.map((entry) => ({
    date: String(entry.date),
    note: typeof entry.note === 'string' ? entry.note : null,
    expenseId: typeof entry.expenseId === 'number' ? entry.expenseId : null,
  }));
}

export function toMaintenanceTaskRecord(item: Item): MaintenanceTaskRecord {
  const fields = taskFieldsOf(item);
  const rule: MaintenanceRuleKind = item.rule === 'after' ? 'after' : 'every';
  return {
    ...recordFields(item),
    ...fields,
    rule,
    log: logOf(item),
    nextDueDate: nextDueDate({ ...fields, rule }),
  };
}

function taskFields(input: MaintenanceTaskInput) {
  if (input.rule !== 'every' && input.rule !== 'after') throw new TypeError(`rule: ${String(input.rule)}`);
  return {
    homeId: requireId('homeId', input.homeId),
    itemId: optionalId('itemId', input.itemId),
    name: requireText('name', input.name),
    notes: optionalText(input.notes),
    rule: input.rule,
    intervalMonths: requireId('intervalMonths', input.intervalMonths),
    startDate: requireCalendarDate('startDate', input.startDate),
  };
}

const taskCount = countedIn('home', 'maintenanceCount');

/**
 * UpdateItem (sequence) + one TransactWriteItems: the task, its home's count (NotFoundError when the home is
 * not there), its item's checks (when it names one: two GetItems before) and the household on the reminder
 * sweep's list.
 */
export const createMaintenanceTask = recordCreator({
  kind: { entity: 'maintenance', keyOf: maintenanceTaskKey },
  fieldsOf: taskFields,
  ready: async (ctx, householdId, fields, options) => {
    await homeReady(ctx, householdId, fields.homeId, options.by);
    return requireItemOfHome(ctx, householdId, fields.homeId, fields.itemId);
  },
  attempt: ({ householdId, fields, base, ready: item }) => {
    const task = {
      ...base,
      ...fields,
      log: [],
      lastDoneDate: null,
      ...maintenanceTaskInHome(householdId, fields.homeId, base.id),
    };
    return {
      item: task,
      result: { ...toMaintenanceTaskRecord(task), itemName: item.itemName },
      alongside: (transaction) => {
        taskCount.into(transaction, householdId, fields.homeId);
        item.alongside(transaction);
        markRemindable(transaction, householdId);
      },
    };
  },
});

/** One GetItem; null when missing. */
const getMaintenanceTask = recordGetter(maintenanceTaskKey, toMaintenanceTaskRecord);

/** One page of a home's tasks by id (one Query, list-pages.ts) with their items' names (one BatchGetItem). */
export async function listMaintenanceTaskPage(
  ctx: DataContext,
  householdId: string,
  homeId: number,
  options: ListPageOptions,
): Promise<RecordPage<MaintenanceTaskAnswer>> {
  const page = await readRecordPage(
    ctx,
    homeMaintenanceTasks(householdId, homeId),
    toMaintenanceTaskRecord,
    options,
  );
  return { ...page, records: await withItemNames(ctx, householdId, page.records) };
}

/** Every task of the household, by id (the reminder sweep, the calendar feed): Queries of its partition. */
export const listHouseholdMaintenanceTasks = recordLister(householdMaintenanceTasks, toMaintenanceTaskRecord);

/**
 * The household's tasks due by the end of `today`'s month, overdue ones too, soonest first (the dashboard):
 * the Queries of listHouseholdMaintenanceTasks.
 */
export async function listMaintenanceDueThisMonth(
  ctx: DataContext,
  householdId: string,
  today: string,
): Promise<MaintenanceTaskRecord[]> {
  return (await listHouseholdMaintenanceTasks(ctx, householdId))
    .filter((task) => isDueThisMonth(task.nextDueDate, today))
    .sort((a, b) => a.nextDueDate.localeCompare(b.nextDueDate) || a.id - b.id);
}

/**
 * Its name, notes, rule, start date, item or home (a move counts it out of the old home and into the new):
 * GetItem + one TransactWriteItems (updateRecord; the item it names checked as on create). The log is kept.
 * NotFoundError, StaleEditError, InvalidInputError (an item not in the home).
 */
export async function updateMaintenanceTask(
  ctx: DataContext,
  householdId: string,
  taskId: number,
  input: MaintenanceTaskInput,
  edit: EditOptions = {},
): Promise<MaintenanceTaskAnswer> {
  const fields = taskFields(input);
  await homeReady(ctx, householdId, fields.homeId, edit.by);
  const item = await requireItemOfHome(ctx, householdId, fields.homeId, fields.itemId);
  const record = { entity: 'maintenance', key: maintenanceTaskKey(householdId, taskId), id: taskId } as const;
  return updateRecord(
    ctx,
    record,
    edit,
    (current) => {
      const from = num(current.homeId);
      return {
        set: { ...fields, ...maintenanceTaskInHome(householdId, fields.homeId, taskId) },
        alongside: (transaction) => {
          item.alongside(transaction);
          taskCount.move(transaction, householdId, from, fields.homeId);
        },
      };
    },
    (stored) => ({ ...toMaintenanceTaskRecord(stored), itemName: item.itemName }),
  );
}

/**
 * Logs a time it was done: GetItem + one TransactWriteItems conditional on the
 * version read (updateRecord), so two at once both land. The log stays in date order; the last done date is
 * the latest in it, which moves the next due date. MaintenanceLogFullError at MAX_MAINTENANCE_LOG.
 */
export async function logMaintenanceDone(
  ctx: DataContext,
  householdId: string,
  taskId: number,
  input: MaintenanceDoneInput,
  edit: { by?: Author } = {},
): Promise<MaintenanceTaskAnswer> {
  const entry: MaintenanceDone = {
    date: requireCalendarDate('date', input.date),
    note: optionalText(input.note),
    expenseId: optionalId('expenseId', input.expenseId),
  };
  const record = { entity: 'maintenance', key: maintenanceTaskKey(householdId, taskId), id: taskId } as const;
  const task = await updateRecord(
    ctx,
    record,
    edit,
    (current) => {
      const log = logOf(current);
      if (log.length >= MAX_MAINTENANCE_LOG) throw new MaintenanceLogFullError(MAX_MAINTENANCE_LOG);
      // Stable: a second time on one day goes after the first.
      const sorted = [...log, entry].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      return { set: { log: sorted, lastDoneDate: sorted[sorted.length - 1]!.date } };
    },
    toMaintenanceTaskRecord,
  );
  const [answer] = await withItemNames(ctx, householdId, [task]);
  return answer!;
}

/** GetItem + one TransactWriteItems: the task (while it is still in that home) and its home's count. */
export async function deleteMaintenanceTask(
  ctx: DataContext,
  householdId: string,
  taskId: number,
): Promise<MaintenanceTaskRecord> {
  const key = maintenanceTaskKey(householdId, taskId);
  return runTransaction(async () => {
    const task = await getMaintenanceTask(ctx, householdId, taskId);
    if (!task) throw new NotFoundError('maintenance', taskId);
    const transaction = new TransactionBuilder(ctx).delete(key, {
      condition: conditions.stillIn('homeId', task.homeId),
      onConditionFailed: () => new ConcurrencyRetry('task moved or deleted meanwhile'),
    });
    taskCount.outOf(transaction, householdId, task.homeId);
    return { transaction, result: task };
  });
}

// Expenses: create/update/delete keep the project's and estimate's aggregates and the user's counter
// in the same transaction; the free-plan limit is a condition of that transaction.
import { itemFieldsReader } from './item-fields';
import { BASIS_MESSAGES, type BasisClass, type Expense } from '@reno/domain';
import { nowOf, type DataContext } from './context';
import { InvalidInputError, NotFoundError } from './errors';
import { EstimateChanges } from './estimate-commitments';
import { loadBasisClassifier } from './basis-rules';
import { applyExpenseEffects } from './expense-effects';
import { categoryKeyOf, expenseFacts } from './expense-facts';
import { SCOPE_COUNTS_VERSION } from './expense-scope-days';
import { TOTALS_VERSION } from './totals-shape';
import { householdExpenses } from './access-patterns';
import {
  expenseInFilters,
  expenseInLinkFilters,
  expenseInProject,
  expenseKey,
  linkedToContractor,
  linkedToEstimate,
} from './keys';
import { requireLiveContractor } from './live-links';
import { editAttributesOf, nextEdits, type EditOptions } from './edits';
import type { ListPageOptions } from './list-pages';
import {
  createRecord,
  currentForEdit,
  readRecordPage,
  recordFields,
  recordGetter,
  type CreateOptions,
} from './records';
import { getItem, queryAll, type Item } from './requests';
import { conditions, ConcurrencyRetry, runTransaction, TransactionBuilder } from './transaction';
import { countWithinPlanLimit, uncount } from './user-counters';
import {
  basisClassOf,
  num,
  objectKeysOf,
  optionalCalendarDate,
  optionalId,
  optionalText,
  requireCalendarDate,
  requireCents,
  requireId,
  requireSignedCents,
  requireText,
  str,
} from './validate';

export interface ExpenseInput {
  projectId: number;
  description: string;
  amountCents: number;
  category: string;
  paymentMethod: string;
  /** 'YYYY-MM-DD' */
  date: string;
  notes?: string | null;
  contractorId?: number | null;
  estimateId?: number | null;
  /** S3 key or http(s) URL of the receipt. */
  imageUrl?: string | null;
  /** Chosen by an editor; null clears it; left out, none on a create and the stored one kept on an update. */
  basisClass?: BasisClass | null;
  /** The day an improvement was replaced or removed ('YYYY-MM-DD'); kept like basisClass when left out. */
  removedOn?: string | null;
}

/** An expense as stored: what the API answers (Expense) with the amount in cents, and when it last changed. */
export interface ExpenseRecord extends Omit<Expense, 'amount'> {
  amountCents: number;
  updatedAt: string;
}

const expenseFieldsOf = itemFieldsReader({
  number: ['projectId', 'amountCents'],
  optionalNumber: ['contractorId', 'estimateId'],
  text: ['description', 'category', 'paymentMethod', 'date'],
  optionalText: ['notes', 'imageUrl', 'removedOn'],
});

export function toExpenseRecord(item: Item): ExpenseRecord {
  return { ...recordFields(item), ...expenseFieldsOf(item), basisClass: basisClassOf(item.basisClass) };
}

/** The stored fields of an expense; only an import stores a credit (a negative amount, statement-imports.ts). */
export function normalizeInput(input: ExpenseInput, { credit = false } = {}) {
  return {
    projectId: requireId('projectId', input.projectId),
    description: requireText('description', input.description),
    amountCents: credit
      ? requireSignedCents('amountCents', input.amountCents)
      : requireCents('amountCents', input.amountCents, { positive: true }),
    category: requireText('category', input.category),
    paymentMethod: requireText('paymentMethod', input.paymentMethod),
    date: requireCalendarDate('date', input.date),
    notes: optionalText(input.notes),
    contractorId: optionalId('contractorId', input.contractorId),
    estimateId: optionalId('estimateId', input.estimateId),
    imageUrl: optionalText(input.imageUrl),
    basisClass: input.basisClass ?? null,
    removedOn: optionalCalendarDate('removedOn', input.removedOn),
  };
}

type ExpenseFields = ReturnType<typeof normalizeInput>;

/** An improvement leaves the home on or after the day it was paid for, never before (400 otherwise). */
function requireRemovedAfterDate(fields: Pick<ExpenseFields, 'date' | 'removedOn'>): void {
  if (fields.removedOn !== null && fields.removedOn < fields.date)
    throw new InvalidInputError('removedOn', BASIS_MESSAGES.removedBeforeDate);
}

/**
 * The stored item: table keys, projectItems (by date), expensesByCategory and expensesByMethod (by date),
 * the sparse contractorLinks and estimateLinks, and the sparse expensesByContractor and expensesByEstimate
 * (by date).
 */
export function expenseItem(
  householdId: string,
  id: number,
  fields: ExpenseFields,
  /** Its timestamps and edit attributes (edits.ts). */
  stamps: Item & { createdAt: string; updatedAt: string },
  version: number,
  /** The class the project's basis sums count it under (basis-rules.ts). */
  basisCounted: BasisClass,
) {
  return {
    ...expenseKey(householdId, id),
    entity: 'expense',
    id,
    userId: householdId,
    ...fields,
    ...stamps,
    version,
    // Its contribution is in the assistant's totals (expense-totals.ts).
    inTotals: TOTALS_VERSION,
    // Its day is in its category's and payment method's counts (expense-scope-days.ts).
    inScopeCounts: SCOPE_COUNTS_VERSION,
    // Its contribution is in the project's basis sums, under this class (expense-basis.ts).
    basisCounted,
    categoryKey: categoryKeyOf(fields.category),
    // Case-insensitive search is a `contains` on this lower-cased copy.
    searchText: `${fields.description}\n${fields.notes ?? ''}`.toLowerCase(),
    ...expenseInProject(householdId, fields.projectId, fields.date, id),
    ...expenseInFilters(householdId, fields.projectId, {
      categoryKey: categoryKeyOf(fields.category),
      paymentMethod: fields.paymentMethod,
      date: fields.date,
      id,
    }),
    ...expenseInLinkFilters(householdId, fields.projectId, { ...fields, id }),
    ...(fields.contractorId !== null
      ? linkedToContractor(householdId, fields.contractorId, expenseKey(householdId, id))
      : {}),
    ...(fields.estimateId !== null ? linkedToEstimate(householdId, fields.estimateId, id) : {}),
  };
}

/**
 * UpdateItem(sequence) + exactly one TransactWriteItems: the expense, the project aggregates, the day
 * count, the estimate's paid total, the contractor check and the user's counter under the plan limit.
 * Throws NotFoundError (project/contractor/estimate) or PlanLimitError('expenses').
 */
export async function createExpense(
  ctx: DataContext,
  householdId: string,
  input: ExpenseInput,
  options: CreateOptions = {},
): Promise<ExpenseRecord> {
  const fields = normalizeInput(input);
  requireRemovedAfterDate(fields);
  const basisCounted = (await loadBasisClassifier())(fields);
  const kind = { entity: 'expense', keyOf: expenseKey } as const;
  return createRecord(ctx, householdId, kind, options, async (base, now) => {
    const { createdAt, updatedAt } = base;
    const stamps = { createdAt, updatedAt, ...editAttributesOf(base) };
    const item = expenseItem(householdId, base.id, fields, stamps, base.version, basisCounted);
    const estimates = await EstimateChanges.read(ctx, householdId, [fields.estimateId]);
    return {
      item,
      result: toExpenseRecord(item),
      alongside: (transaction) => {
        applyExpenseEffects(transaction, householdId, expenseFacts(item), 1, estimates, {
          newProject: true,
          newEstimate: true,
        });
        estimates.settle(transaction);
        requireLiveContractor(transaction, householdId, fields.contractorId);
        countWithinPlanLimit(transaction, householdId, 'expenses', now);
      },
    };
  });
}

/** One GetItem; null when missing or not this user's. */
export const getExpense = recordGetter(expenseKey, toExpenseRecord);

export interface ExpenseUpdateResult {
  expense: ExpenseRecord;
  /** The receipt key the update replaced or removed (delete the object), else null. */
  replacedObjectKey: string | null;
}

/**
 * Replaces every field but a basis class or removal day left out. GetItem + one TransactWriteItems that moves the aggregates from the old
 * project/category/estimate to the new ones (optimistic on the item's version). StaleEditError when the
 * expense moved past the version the edit was made on.
 */
export async function updateExpense(
  ctx: DataContext,
  householdId: string,
  expenseId: number,
  input: ExpenseInput,
  edit: EditOptions = {},
): Promise<ExpenseUpdateResult> {
  const given = normalizeInput(input);
  const classify = await loadBasisClassifier();
  return runTransaction(async () => {
    const record = { entity: 'expense', key: expenseKey(householdId, expenseId), id: expenseId } as const;
    const current = await currentForEdit(ctx, record, edit);
    const basisClass = input.basisClass === undefined ? basisClassOf(current.basisClass) : given.basisClass;
    const removedOn = input.removedOn === undefined ? str(current.removedOn) : given.removedOn;
    const fields = { ...given, basisClass, removedOn };
    const version = num(current.version);
    const stamps = {
      createdAt: String(current.createdAt),
      updatedAt: nowOf(ctx).toISOString(),
      ...editAttributesOf(current),
      ...nextEdits(current, edit.by),
    };
    requireRemovedAfterDate(fields);
    const item = expenseItem(householdId, expenseId, fields, stamps, version + 1, classify(fields));
    const transaction = new TransactionBuilder(ctx).put(item, {
      condition: conditions.versionIs(version),
      onConditionFailed: () => new ConcurrencyRetry('expense changed'),
    });
    const before = expenseFacts(current);
    const estimates = await EstimateChanges.read(ctx, householdId, [before.estimateId, fields.estimateId]);
    applyExpenseEffects(transaction, householdId, before, -1, estimates);
    applyExpenseEffects(transaction, householdId, expenseFacts(item), 1, estimates, {
      newProject: before.projectId !== fields.projectId,
      newEstimate: before.estimateId !== fields.estimateId,
    });
    estimates.settle(transaction);
    if (fields.contractorId !== current.contractorId)
      requireLiveContractor(transaction, householdId, fields.contractorId);
    const oldImage = str(current.imageUrl);
    const replaced = oldImage !== fields.imageUrl ? (objectKeysOf(oldImage)[0] ?? null) : null;
    return { transaction, result: { expense: toExpenseRecord(item), replacedObjectKey: replaced } };
  });
}

export interface DeleteResult<T> {
  deleted: T;
  /** Receipt/attachment keys of the removed items: delete these objects from the bucket. */
  objectKeys: string[];
}

/** GetItem + one TransactWriteItems (item, aggregates, counter). */
export async function deleteExpense(
  ctx: DataContext,
  householdId: string,
  expenseId: number,
): Promise<DeleteResult<ExpenseRecord>> {
  return runTransaction(async () => {
    const current = await getItem(ctx, expenseKey(householdId, expenseId));
    if (!current) throw new NotFoundError('expense', expenseId);
    const transaction = new TransactionBuilder(ctx).delete(expenseKey(householdId, expenseId), {
      condition: conditions.versionIs(num(current.version)),
      onConditionFailed: () => new ConcurrencyRetry('expense changed'),
    });
    const facts = expenseFacts(current);
    const estimates = await EstimateChanges.read(ctx, householdId, [facts.estimateId]);
    applyExpenseEffects(transaction, householdId, facts, -1, estimates);
    estimates.settle(transaction);
    uncount(transaction, householdId, 'expenses');
    const expense = toExpenseRecord(current);
    return { transaction, result: { deleted: expense, objectKeys: objectKeysOf(expense.imageUrl) } };
  });
}

/** Every expense of the household (the estimates screen), date descending. Query on its partition. */
export async function listAllExpenses(ctx: DataContext, householdId: string): Promise<ExpenseRecord[]> {
  const items = await queryAll(ctx, householdExpenses(householdId));
  return items.map(toExpenseRecord).sort(byDateDescending);
}

/**
 * One page of every expense of the household (no project chosen), newest record first: one Query of its
 * partition (list-pages.ts).
 */
export const listHouseholdExpensePage = (ctx: DataContext, householdId: string, options: ListPageOptions) =>
  readRecordPage(
    ctx,
    { ...householdExpenses(householdId), ScanIndexForward: false },
    toExpenseRecord,
    options,
  );

export function byDateDescending(a: ExpenseRecord, b: ExpenseRecord): number {
  return a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1;
}

// Homes (issue 53): a household has one or more; every project belongs to one. A household that has never
// named a home gets its first one lazily, the first time a home is needed (listed, added, or a project
// placed), with the fixed id FIRST_HOME_ID: projects stored before homes carry no `homeId` and are read as
// that home's, so no stored item is rewritten.
import { itemFieldsReader } from './item-fields';
import { FIRST_HOME_ID, HOME_MESSAGES, type Home } from '@reno/domain';
import { nowOf, type DataContext } from './context';
import { householdHomes, householdProjects } from './access-patterns';
import { newEdits, type Author, type EditOptions } from './edits';
import { HomeInUseError, NotFoundError } from './errors';
import { homeKey, profileKey } from './keys';
import { recordCreator, recordFields, recordGetter, updateRecord } from './records';
import { getItem, queryAll, type Item } from './requests';
import {
  conditions,
  ConcurrencyRetry,
  RepairThenRetry,
  runTransaction,
  TransactionBuilder,
} from './transaction';
import { num, optionalCalendarDate, optionalText, requireCents, requireText } from './validate';

export interface HomeInput {
  name: string;
  address?: string | null;
  yearBuilt?: number | null;
  purchaseDate?: string | null;
  purchasePriceCents?: number | null;
  settlementCostsCents?: number | null;
}

/** A home as stored: what the API answers (Home) with its money in cents. */
export interface HomeRecord extends Omit<Home, 'purchasePrice' | 'settlementCosts'> {
  purchasePriceCents: number | null;
  settlementCostsCents: number | null;
}

const homeFieldsOf = itemFieldsReader({
  text: ['name'],
  optionalText: ['address', 'purchaseDate'],
  optionalNumber: ['yearBuilt', 'purchasePriceCents', 'settlementCostsCents'],
});

function toHomeRecord(item: Item): HomeRecord {
  return { ...recordFields(item), ...homeFieldsOf(item) };
}

const optionalCents = (field: string, value: number | null | undefined) =>
  value === null || value === undefined ? null : requireCents(field, value);

function homeFields(input: HomeInput) {
  return {
    name: requireText('name', input.name),
    address: optionalText(input.address),
    yearBuilt: input.yearBuilt ?? null,
    purchaseDate: optionalCalendarDate('purchaseDate', input.purchaseDate),
    purchasePriceCents: optionalCents('purchasePriceCents', input.purchasePriceCents),
    settlementCostsCents: optionalCents('settlementCostsCents', input.settlementCostsCents),
  };
}

/** The home a stored project belongs to: its `homeId`, or the first home for one stored before homes. */
export const homeIdOf = (project: Item): number => num(project.homeId, FIRST_HOME_ID);

/**
 * The household's first home, made if it has none: a GetItem, and when missing one TransactWriteItems that
 * puts it (only where none exists) and starts the home sequence at its id (only where it has not started),
 * so the next home added is 2. Two callers at once: one writes it, the other reads what was written.
 */
export async function ensureFirstHome(
  ctx: DataContext,
  householdId: string,
  by?: Author,
): Promise<HomeRecord> {
  const key = homeKey(householdId, FIRST_HOME_ID);
  return runTransaction(async () => {
    const existing = await getItem(ctx, key);
    const transaction = new TransactionBuilder(ctx);
    if (existing) return { transaction, result: toHomeRecord(existing) };
    const stamp = nowOf(ctx).toISOString();
    const item = {
      ...key,
      entity: 'home',
      id: FIRST_HOME_ID,
      userId: householdId,
      createdAt: stamp,
      updatedAt: stamp,
      version: 1,
      ...newEdits(by),
      ...homeFields({ name: HOME_MESSAGES.firstHomeName }),
    };
    transaction.put(item, {
      condition: conditions.notExists,
      onConditionFailed: () => new ConcurrencyRetry('first home made meanwhile'),
    });
    transaction.update(profileKey(householdId), { setIfMissing: { seq_home: FIRST_HOME_ID } });
    return { transaction, result: toHomeRecord(item) };
  });
}

/** The household's homes by id: one Query; the first home is made first if there is none. */
export async function listHomes(ctx: DataContext, householdId: string): Promise<HomeRecord[]> {
  const items = await queryAll(ctx, householdHomes(householdId));
  if (items.length > 0) return items.map(toHomeRecord);
  return [await ensureFirstHome(ctx, householdId)];
}

/** One GetItem; null when missing. The first home is there once anything asked for homes. */
export const getHome = recordGetter(homeKey, toHomeRecord);

/** The first home is made first (so the sequence has started), then the new one: createRecord. */
export const createHome = recordCreator({
  kind: { entity: 'home', keyOf: homeKey },
  fieldsOf: homeFields,
  ready: (ctx, householdId, _fields, options) => ensureFirstHome(ctx, householdId, options.by),
  attempt: ({ fields, base }) => {
    const item = { ...base, ...fields };
    return { item, result: toHomeRecord(item) };
  },
});

/** Replaces the editable fields: GetItem + one TransactWriteItems (updateRecord); NotFoundError, StaleEditError. */
export async function updateHome(
  ctx: DataContext,
  householdId: string,
  homeId: number,
  input: HomeInput,
  edit: EditOptions = {},
): Promise<HomeRecord> {
  const fields = homeFields(input);
  if (homeId === FIRST_HOME_ID) await ensureFirstHome(ctx, householdId, edit.by);
  const record = { entity: 'home', key: homeKey(householdId, homeId), id: homeId } as const;
  return updateRecord(ctx, record, edit, () => ({ set: fields }), toHomeRecord);
}

/**
 * A home counts the projects that name it (`projectCount`, kept in the transactions that place, move and
 * delete projects). Projects stored before homes name none: they are the first home's, and not counted.
 */
/** Counts a project into home `homeId`, which must exist (NotFoundError; the first is made when missing). */
export function placeInHome(
  transaction: TransactionBuilder,
  householdId: string,
  homeId: number,
  by?: Author,
): void {
  transaction.update(
    homeKey(householdId, homeId),
    { add: [{ path: ['projectCount'], delta: 1 }] },
    {
      condition: conditions.exists,
      // The first home may not be made yet: make it, and the same write runs again (its id kept).
      onConditionFailed: () =>
        homeId === FIRST_HOME_ID
          ? new RepairThenRetry(async (ctx) => void (await ensureFirstHome(ctx, householdId, by)))
          : new NotFoundError('home', homeId),
    },
  );
}

/** Counts a project out of the home it names (nothing for a project stored before homes). */
export function takeFromHome(transaction: TransactionBuilder, householdId: string, project: Item): void {
  if (project.homeId === undefined || project.homeId === null) return;
  transaction.update(homeKey(householdId, num(project.homeId)), {
    add: [{ path: ['projectCount'], delta: -1 }],
  });
}

/** The projects in home `home`: its count, and for the first home those stored before homes (one Query). */
async function projectsIn(ctx: DataContext, householdId: string, home: Item): Promise<number> {
  const counted = num(home.projectCount);
  if (num(home.id) !== FIRST_HOME_ID) return counted;
  const projects = await queryAll(ctx, householdProjects(householdId));
  return (
    counted + projects.filter((project) => project.homeId === undefined || project.homeId === null).length
  );
}

/**
 * Deletes a home no project, room, basis reduction or maintenance task is in, unless it is the household's last (HomeInUseError otherwise,
 * with the count of its projects or rooms). Each attempt reads the homes (and, for the first home, the projects stored before
 * homes), then writes one transaction: the DeleteItem, conditioned on the home still being empty (no project, no room), and a
 * ConditionCheck that another home is still there, so two deletes at once of a household's last two homes
 * cannot leave it none. Either condition failing means something changed meanwhile: the attempt runs again
 * on what is there now, and a refusal says the real count.
 */
export async function deleteHome(ctx: DataContext, householdId: string, homeId: number): Promise<HomeRecord> {
  return runTransaction(async () => {
    const homes = await queryAll(ctx, householdHomes(householdId));
    const home = homes.find((candidate) => num(candidate.id) === homeId);
    if (!home) throw new NotFoundError('home', homeId);
    const other = homes.find((candidate) => candidate !== home);
    if (!other) throw new HomeInUseError(HOME_MESSAGES.lastHome);
    const inIt = await projectsIn(ctx, householdId, home);
    if (inIt > 0) throw new HomeInUseError(HOME_MESSAGES.hasProjects(inIt));
    const rooms = num(home.roomCount);
    if (rooms > 0) throw new HomeInUseError(HOME_MESSAGES.hasRooms(rooms));
    const reductions = num(home.basisReductionCount);
    if (reductions > 0) throw new HomeInUseError(HOME_MESSAGES.hasBasisReductions(reductions));
    const tasks = num(home.maintenanceCount);
    if (tasks > 0) throw new HomeInUseError(HOME_MESSAGES.hasMaintenance(tasks));
    const changedMeanwhile = () => new ConcurrencyRetry('homes changed meanwhile');
    const transaction = new TransactionBuilder(ctx)
      .delete(homeKey(householdId, homeId), {
        condition: (p) => {
          const none = (count: string) =>
            `(attribute_not_exists(${p.name(count)}) OR ${p.name(count)} = ${p.value(0)})`;
          return `attribute_exists(${p.name('PK')}) AND ${['projectCount', 'roomCount', 'basisReductionCount', 'maintenanceCount'].map(none).join(' AND ')}`;
        },
        onConditionFailed: changedMeanwhile,
      })
      .check(homeKey(householdId, num(other.id)), conditions.exists, changedMeanwhile);
    return { transaction, result: toHomeRecord(home) };
  });
}

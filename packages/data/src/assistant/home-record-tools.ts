// find_home_items and maintenance_due (docs/product.md#assistant-lookups): the home record as the Homes
// screen shows it. The household's items are read a page at a time (its partition, DynamoDB's 1 MB pages)
// and at most ASSISTANT_HOME_ITEM_LIMIT are kept while every match is counted; homes and rooms are a Query
// each; tasks are the household's (one Query a page) with their items' names (one BatchGetItem).
import {
  ASSISTANT_HOME_ITEM_LIMIT,
  countOf,
  describeMaintenanceRule,
  formatDate,
  lookedAtLine,
  mentionsEveryStem,
  stemsOf,
  todayLocalDateString,
  wordsOf,
  type AssistantHomeItem,
  type AssistantMaintenanceTask,
} from '@reno/domain';
import { householdHomeItems, householdHomes, homeRooms } from '../access-patterns';
import { nowOf, type DataContext } from '../context';
import { storedHomeItem } from '../home-items';
import { listHouseholdMaintenanceTasks } from '../maintenance';
import { withItemNames } from '../maintenance-items';
import { queryAll, queryPage } from '../requests';
import { num } from '../validate';
import { ToolNotFound } from './scope';
import { searchWords } from './text-search';
import type { Tool } from './tool-answer';

interface Place {
  home: string;
  room: string;
}

/** The household's homes by id and its rooms with their home (a Query for the homes, one a home). */
async function readPlaces(ctx: DataContext, householdId: string) {
  const homes = await queryAll(ctx, householdHomes(householdId));
  const homeNames = new Map(homes.map((home) => [num(home.id), String(home.name)]));
  const rooms = new Map<number, Place>();
  for (const [homeId, home] of homeNames)
    for (const room of await queryAll(ctx, homeRooms(householdId, homeId)))
      rooms.set(num(room.id), { home, room: String(room.name) });
  return { homeNames, rooms };
}

const itemText = (item: ReturnType<typeof storedHomeItem>) =>
  [item.name, item.kind, item.brand, item.model, item.colourName, item.colourCode, item.sheen, item.supplier]
    .filter(Boolean)
    .join(' ');

export const findHomeItemsTool: Tool<'find_home_items'> = async (ctx, householdId, input) => {
  const { rooms } = await readPlaces(ctx, householdId);
  const roomStems = input.room === undefined ? null : stemsOf(input.room);
  const inRooms =
    roomStems === null
      ? null
      : new Set([...rooms].filter(([, place]) => mentionsEveryStem(place.room, roomStems)).map(([id]) => id));
  if (inRooms?.size === 0)
    throw new ToolNotFound(`No room is named "${input.room}"; leave out the room to look in every room.`);
  const words = input.text === undefined ? null : searchWords(input.text);
  const items: AssistantHomeItem[] = [];
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await queryPage(ctx, {
      ...householdHomeItems(householdId),
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    });
    for (const stored of page.items.map(storedHomeItem)) {
      if (inRooms && !inRooms.has(stored.roomId)) continue;
      if (input.kind && stored.kind !== input.kind) continue;
      if (input.withWarranty && !stored.warranty) continue;
      if (words && !mentionsEveryStem(wordsOf(itemText(stored)).join(' '), words)) continue;
      count += 1;
      if (items.length >= ASSISTANT_HOME_ITEM_LIMIT) continue;
      const place = rooms.get(stored.roomId);
      const { warranty } = stored;
      items.push({
        id: stored.id,
        name: stored.name,
        kind: stored.kind,
        home: place?.home ?? '',
        room: place?.room ?? '',
        brand: stored.brand,
        model: stored.model,
        serial: stored.serial,
        colourName: stored.colourName,
        colourCode: stored.colourCode,
        sheen: stored.sheen,
        supplier: stored.supplier,
        installDate: stored.installDate,
        warranty: warranty
          ? {
              startDate: warranty.startDate,
              endsOn: warranty.endsOn,
              covered: warranty.covered,
              contact: warranty.contact,
            }
          : null,
      });
    }
    startKey = page.lastKey;
  } while (startKey);
  const roomNames = inRooms === null ? null : [...inRooms].map((id) => rooms.get(id)!.room);
  return {
    source: 'records',
    lookedAt: lookedAtLine(
      [
        'Home items',
        ...(input.text ? [`mentioning "${input.text}"`] : []),
        ...(input.kind ? [input.kind] : []),
        ...(input.withWarranty ? ['with a warranty'] : []),
        roomNames ? roomNames.join(', ') : 'every room',
      ],
      countOf(count, 'item'),
    ),
    result: { rooms: roomNames, count, items },
  };
};

/** The last day of `today`'s month. */
function endOfMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return `${today.slice(0, 7)}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
}

export const maintenanceDueTool: Tool<'maintenance_due'> = async (ctx, householdId, input) => {
  const asOf = todayLocalDateString(nowOf(ctx));
  const to = input.to ?? endOfMonth(asOf);
  const [{ homeNames }, tasks] = await Promise.all([
    readPlaces(ctx, householdId),
    listHouseholdMaintenanceTasks(ctx, householdId),
  ]);
  if (input.homeId !== undefined && !homeNames.has(input.homeId))
    throw new ToolNotFound(`There is no home ${input.homeId}; leave out homeId to look in every home.`);
  const due = tasks
    .filter((task) => input.homeId === undefined || task.homeId === input.homeId)
    .filter((task) => task.nextDueDate <= to || task.nextDueDate < asOf)
    .sort((a, b) => a.nextDueDate.localeCompare(b.nextDueDate) || a.id - b.id);
  const named = await withItemNames(ctx, householdId, due);
  const listed = named.map((task): AssistantMaintenanceTask => ({
    id: task.id,
    name: task.name,
    home: homeNames.get(task.homeId) ?? '',
    item: task.itemName,
    rule: task.rule,
    intervalMonths: task.intervalMonths,
    schedule: describeMaintenanceRule(task.rule, task.intervalMonths),
    nextDueDate: task.nextDueDate,
    overdue: task.nextDueDate < asOf,
    lastDoneDate: task.lastDoneDate,
  }));
  const overdueCount = listed.filter((task) => task.overdue).length;
  const period = input.to === undefined ? 'this month' : `by ${formatDate(to)}`;
  return {
    source: 'records',
    lookedAt: lookedAtLine(
      [
        'Maintenance',
        `due ${period} or overdue`,
        input.homeId === undefined ? 'every home' : (homeNames.get(input.homeId) ?? ''),
      ],
      countOf(listed.length, 'task'),
    ),
    result: { asOf, to, tasks: listed, count: listed.length, overdueCount },
  };
};

// The assistant's lookups of the home record (issue 53, docs/product.md#assistant-lookups): what is in a
// room and its warranty ('what paint is in the kitchen?', 'when does the dishwasher's warranty end?'), and
// what maintenance is due. Input schemas and result shapes; @reno/data runs them.
import * as z from 'zod/mini';
import { calendarDateField, idField } from './assistant-tool-fields';
import { MAX_SHORT_TEXT_LENGTH } from './constants';
import { HOME_ITEM_KINDS, type HomeItem, type Warranty } from './home-items';
import type { MaintenanceRuleKind } from './maintenance/next-due';

/** How many items `find_home_items` lists at most (it counts every match). */
export const ASSISTANT_HOME_ITEM_LIMIT = 20;

const wordsField = (description: string) =>
  z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_SHORT_TEXT_LENGTH), z.describe(description)));

export const findHomeItemsInputSchema = z.object({
  room: wordsField(
    "Only items in the rooms named this ('kitchen', 'bathroom 2'): every word a whole word of the room's name.",
  ),
  text: wordsField(
    "Only items whose name, brand, model, colour, sheen, supplier or kind mention every word of this ('paint', " +
      "'dishwasher', 'white dove'), singular or plural, any case.",
  ),
  kind: z.optional(z.enum(HOME_ITEM_KINDS).check(z.describe('Only items of this kind.'))),
  withWarranty: z.optional(z.boolean().check(z.describe('true: only items with a warranty.'))),
});

export const maintenanceDueInputSchema = z.object({
  to: z.optional(
    calendarDateField(
      'Due on or before this day, YYYY-MM-DD (overdue tasks are always listed); omitted: the end of this month.',
    ),
  ),
  homeId: z.optional(idField("Only this home's tasks; omitted: every home.")),
});

/** An item of the home record as the assistant quotes it: its details, where it is, its warranty's end. */
export interface AssistantHomeItem extends Pick<
  HomeItem,
  | 'id'
  | 'name'
  | 'kind'
  | 'brand'
  | 'model'
  | 'serial'
  | 'colourName'
  | 'colourCode'
  | 'sheen'
  | 'supplier'
  | 'installDate'
> {
  home: string;
  room: string;
  warranty: Pick<Warranty, 'startDate' | 'endsOn' | 'covered' | 'contact'> | null;
}

export interface FindHomeItemsResult {
  /** The rooms the `room` words named; null when no room was asked for. */
  rooms: string[] | null;
  /** Every matching item, not only the listed ones. */
  count: number;
  /** At most ASSISTANT_HOME_ITEM_LIMIT, by id. */
  items: AssistantHomeItem[];
}

/** A maintenance task due, as the assistant quotes it. */
export interface AssistantMaintenanceTask {
  id: number;
  name: string;
  home: string;
  /** The item it is for, when it names one. */
  item: string | null;
  rule: MaintenanceRuleKind;
  intervalMonths: number;
  /** 'Every 3 months' / '12 months after it was last done'. */
  schedule: string;
  nextDueDate: string;
  overdue: boolean;
  lastDoneDate: string | null;
}

export interface MaintenanceDueResult {
  /** The day 'overdue' is judged on. */
  asOf: string;
  to: string;
  /** Overdue first, then by due date. */
  tasks: AssistantMaintenanceTask[];
  count: number;
  overdueCount: number;
}

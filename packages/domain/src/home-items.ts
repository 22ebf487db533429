// The things in a home's rooms and their warranties (docs/product.md#record-home-item): kinds, words and the
// warranty's end, apart from the schemas (schemas/home-item.ts) so that a function reading them loads no zod.
import { addMonths } from './dates';
import type { RecordEdits } from './record-edits';

export const HOME_ITEM_KINDS = ['appliance', 'fixture', 'finish', 'material', 'system'] as const;
export type HomeItemKind = (typeof HOME_ITEM_KINDS)[number];

/** At most this many expenses pay for one item, and this many documents go with it. */
export const MAX_ITEM_EXPENSES = 20;
export const MAX_ITEM_DOCUMENTS = 10;
/** A warranty's length: 1 month to 50 years. */
export const MAX_WARRANTY_MONTHS = 600;

export const HOME_ITEM_MESSAGES = {
  room: 'Room must be a room id',
  kind: 'Kind must be appliance, fixture, finish, material or system',
  name: 'Name is required',
  contractorId: 'Installed by must be a contractor id',
  installDate: 'Install date must be a valid date (YYYY-MM-DD)',
  expenseIds: `Expenses must be a list of at most ${MAX_ITEM_EXPENSES} expense ids`,
  documents: `Documents must be a list of at most ${MAX_ITEM_DOCUMENTS} uploaded files`,
  warranty: 'Warranty must be an object or null',
  warrantyStart: 'Warranty start must be a valid date (YYYY-MM-DD)',
  warrantyMonths: `Warranty length must be a whole number of months from 1 to ${MAX_WARRANTY_MONTHS}`,
  warrantyEnd: 'Warranty end must be a valid date (YYYY-MM-DD)',
  warrantyLengthOrEnd: 'Give the warranty a length in months or an end date',
  warrantyEndBeforeStart: 'Warranty end must not be before its start',
} as const;

/** A warranty as stored and answered: `endsOn` is the end date given, else the start plus the length. */
export interface Warranty {
  startDate: string;
  months: number | null;
  endDate: string | null;
  endsOn: string;
  covered: string | null;
  contact: string | null;
  document: string | null;
}

/** The day a warranty ends: its end date when given, else its start plus its length. */
export function warrantyEndsOn(warranty: {
  startDate: string;
  months: number | null;
  endDate: string | null;
}) {
  return warranty.endDate ?? addMonths(warranty.startDate, warranty.months ?? 0);
}

/** The days ahead 'Warranties ending soon' looks (GET /api/warranties). */
export const WARRANTIES_ENDING_DAYS = 60;

/** A warranty ending soon (GET /api/warranties): its item, the item's room, its end, whom to call. */
export interface WarrantyEnding {
  itemId: number;
  roomId: number;
  name: string;
  endsOn: string;
  contact: string | null;
}

/** An item's details left out: what a new item starts from before its own are filled in. */
export const NO_ITEM_DETAILS = {
  brand: null,
  model: null,
  serial: null,
  colourName: null,
  colourCode: null,
  sheen: null,
  supplier: null,
  contractorId: null,
  installDate: null,
  expenseIds: [] as number[],
  documents: [] as string[],
  warranty: null as Warranty | null,
};

/** An expense that pays for an item, as the item answers it. */
interface HomeItemExpense {
  id: number;
  description: string;
  date: string;
  amount: string;
}

/** What an item is, as every answer about it says (the shared page too: nothing of a member, no amount). */
export interface HomeItemDetails {
  kind: HomeItemKind;
  name: string;
  brand: string | null;
  model: string | null;
  serial: string | null;
  colourName: string | null;
  colourCode: string | null;
  sheen: string | null;
  supplier: string | null;
  installDate: string | null;
}

/** An item of a room as the API returns it; `cost` is the sum of its linked expenses that still exist. */
export interface HomeItem extends HomeItemDetails, RecordEdits {
  id: number;
  userId: string;
  roomId: number;
  contractorId: number | null;
  expenseIds: number[];
  expenses: HomeItemExpense[];
  cost: string;
  documents: string[];
  warranty: Warranty | null;
  createdAt: string;
  updatedAt: string;
}

// Rooms (docs/product.md#record-room): the rooms and areas of a home (Kitchen, Bathroom 2, Exterior, Systems).
import type { RecordEdits } from '../record-edits';
import * as z from 'zod/mini';
import { MAX_SHORT_TEXT_LENGTH } from '../constants';
import { formSchema, requiredId, requiredText } from './fields';

const ROOM_MESSAGES = {
  name: 'Name is required',
  home: 'Home must be a home id',
} as const;

/** POST /api/rooms → { homeId, name }; PUT /api/rooms/{id} → the same (a homeId moves the room). */
export const roomInputSchema = z.object({
  homeId: requiredId(ROOM_MESSAGES.home),
  name: requiredText({ required: ROOM_MESSAGES.name, max: MAX_SHORT_TEXT_LENGTH, label: 'Name' }),
});
export type RoomInput = z.output<typeof roomInputSchema>;

/** The room form's values: the name typed, the home it is added to or in. */
export interface RoomFormValues {
  homeId: number;
  name: string;
}

/** What the web sends for a room: as the API reads it. */
export const roomFormSchema = formSchema<RoomFormValues>()(roomInputSchema, (room): RoomInput => room);

/** A room as the API returns it. */
export interface Room extends RecordEdits {
  id: number;
  userId: string;
  homeId: number;
  name: string;
  createdAt: string;
  updatedAt: string;
}

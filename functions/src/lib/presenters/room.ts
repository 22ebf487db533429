import type { Room } from '@reno/domain';
import type { RoomRecord } from '@reno/data';
import { presentStamps } from './record-edits';

export function presentRoom(room: RoomRecord): Room {
  return { id: room.id, userId: room.userId, homeId: room.homeId, name: room.name, ...presentStamps(room) };
}

import type { Room, RoomInput } from '@reno/domain';
import { recordMutationHooks } from '../../../lib/record-mutations';
import { roomKeys } from '../../../entities/home/api/room-queries';

// A room can move between homes: every home's rooms refresh after a change.
const roomMutations = recordMutationHooks<RoomInput, Room>('/api/rooms', [roomKeys.all]);

export const useCreateRoom = roomMutations.useCreate;
export const useUpdateRoom = roomMutations.useUpdate;
export const useDeleteRoom = roomMutations.useDelete;

import type { Room, RoomInput } from '@reno/domain';
import {
  useCreateMutation,
  useDeleteMutation,
  useInvalidate,
  useUpdateMutation,
} from '../../../lib/record-mutations';
import { roomKeys } from './room-queries';

// A room can move between homes: every home's rooms refresh after a change.
export function useCreateRoom() {
  return useCreateMutation<RoomInput, Room>('/api/rooms', useInvalidate(roomKeys.all));
}

export function useUpdateRoom() {
  return useUpdateMutation<RoomInput, Room>('/api/rooms', useInvalidate(roomKeys.all));
}

export function useDeleteRoom() {
  return useDeleteMutation('/api/rooms', useInvalidate(roomKeys.all));
}

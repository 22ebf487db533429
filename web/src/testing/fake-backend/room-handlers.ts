import { HOME_MESSAGES, roomInputSchema, type Room, type RoomInput } from '@reno/domain';
import type { HttpHandler } from 'msw';
import { fixtureMade, type FakeBackend } from './fake-db';
import { answerEdit, type EditSpec } from './fake-edits';
import { idOf, json, notFound, route } from './fake-route';
import { createRoute, deleteRoute } from './fake-record-routes';
import { hasHome, homeRecordsRoute } from './home-handlers';

export function makeRoom(overrides: Partial<Room> & Pick<Room, 'id' | 'homeId' | 'name'>): Room {
  return {
    ...fixtureMade(),
    ...overrides,
  };
}

const roomEdit: EditSpec<RoomInput, Room> = {
  schema: roomInputSchema,
  label: 'Room',
  fieldsOf: ({ homeId, name }) => ({ homeId, name }),
};

/** The room routes: a home's rooms by id; a room only in a home the household has. */
export function roomHandlers({ db, me, created }: FakeBackend): HttpHandler[] {
  const find = (idText: string | undefined) => db.rooms.find((room) => room.id === idOf(idText));

  return [
    homeRecordsRoute(db, '/api/rooms', 'rooms'),
    createRoute(db, '/api/rooms', 'rooms', roomInputSchema, (input) =>
      hasHome(db, input.homeId) ? makeRoom({ ...input, ...created() }) : notFound('Home'),
    ),
    route('PUT', '/api/rooms/{id}', (request) => {
      // As the API: the body first, then the room, then the home it goes to.
      const room = find(request.params.id);
      const parsed = roomInputSchema.safeParse(request.body);
      if (room && parsed.success && !hasHome(db, parsed.data.homeId)) return notFound('Home');
      return answerEdit(request, room, me(), roomEdit);
    }),
    deleteRoute(db, '/api/rooms/{id}', 'rooms', 'Room', (room) => {
      const items = db.homeItems.filter((item) => item.roomId === room.id).length;
      if (items > 0) return json(409, { error: HOME_MESSAGES.roomHasItems(items) });
      const photos = db.photos.filter((photo) => photo.roomId === room.id).length;
      return photos > 0 ? json(409, { error: HOME_MESSAGES.roomHasPhotos(photos) }) : null;
    }),
  ];
}

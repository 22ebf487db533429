import { HOME_MESSAGES, roomInputSchema, type Room, type RoomInput } from '@reno/domain';
import type { HttpHandler } from 'msw';
import { testUser, type FakeBackend } from './fake-db';
import { answerEdit, fixtureEdits, type EditSpec } from './fake-edits';
import { deleted, idOf, invalidInput, json, notFound, route, validationFailed } from './fake-route';
import { homesOf } from './home-handlers';

export function makeRoom(overrides: Partial<Room> & Pick<Room, 'id' | 'homeId' | 'name'>): Room {
  return {
    userId: testUser.id,
    createdAt: '2025-03-01T12:00:00.000Z',
    ...fixtureEdits(testUser, '2025-03-01T12:00:00.000Z'),
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
  const hasHome = (homeId: number) => homesOf(db).some((home) => home.id === homeId);

  return [
    route('GET', '/api/rooms', ({ search }) => {
      const homeId = idOf(search.get('homeId') ?? undefined);
      if (homeId === null) return validationFailed([{ path: ['homeId'], message: 'Home is required' }]);
      if (!hasHome(homeId)) return notFound('Home');
      return json(
        200,
        db.rooms.filter((room) => room.homeId === homeId),
      );
    }),
    route('POST', '/api/rooms', ({ body }) => {
      const parsed = roomInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      if (!hasHome(parsed.data.homeId)) return notFound('Home');
      const room = makeRoom({ ...parsed.data, ...created() });
      db.rooms.push(room);
      return json(201, room);
    }),
    route('PUT', '/api/rooms/{id}', (request) => {
      // As the API: the body first, then the room, then the home it goes to.
      const room = find(request.params.id);
      const parsed = roomInputSchema.safeParse(request.body);
      if (room && parsed.success && !hasHome(parsed.data.homeId)) return notFound('Home');
      return answerEdit(request, room, me(), roomEdit);
    }),
    route('DELETE', '/api/rooms/{id}', ({ params }) => {
      const room = find(params.id);
      if (!room) return notFound('Room');
      const items = db.homeItems.filter((item) => item.roomId === room.id).length;
      if (items > 0) return json(409, { error: HOME_MESSAGES.roomHasItems(items) });
      const photos = db.photos.filter((photo) => photo.roomId === room.id).length;
      if (photos > 0) return json(409, { error: HOME_MESSAGES.roomHasPhotos(photos) });
      db.rooms = db.rooms.filter((candidate) => candidate !== room);
      return deleted('Room');
    }),
  ];
}

// Rooms over HTTP (docs/product.md#api-rooms): a home's rooms added, listed, renamed, moved and deleted, and a
// home with rooms kept.
import { describe, expect, it } from 'vitest';
import { api, newUser } from './support/api-client';
import { createHome, createRoom, newRecordEdits, roomPayload } from './support/fixtures';

describe('rooms', () => {
  it("adds rooms to a home and lists a home's rooms; a home not the household's is 404", async () => {
    const user = await newUser();
    // A household that never asked for its homes: its first home is there for the room.
    const kitchen = await api.post('/api/rooms', user, roomPayload(1, { name: ' Kitchen ' }));
    expect(kitchen.status).toBe(201);
    expect(kitchen.body).toEqual({
      id: 1,
      userId: user.sub,
      homeId: 1,
      name: 'Kitchen',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ...newRecordEdits(user),
    });
    const cabin = await createHome(user);
    await createRoom(user, cabin.id, { name: 'Porch' });

    const rooms = await api.get('/api/rooms?homeId=1', user);
    expect(rooms.status).toBe(200);
    expect((rooms.body as { name: string }[]).map((room) => room.name)).toEqual(['Kitchen']);
    expect((await api.get('/api/rooms?homeId=999', user)).body).toEqual({ error: 'Home not found' });
    const stranger = await newUser();
    expect((await api.get(`/api/rooms?homeId=${cabin.id}`, stranger)).status).toBe(404);
    expect((await api.post('/api/rooms', stranger, roomPayload(cabin.id))).status).toBe(404);
    const missing = await api.get('/api/rooms', user);
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([{ path: ['homeId'], message: 'Home is required' }]);
  });

  it('keeps a home while it has rooms; a room moves to another home and is deleted', async () => {
    const user = await newUser();
    const cabin = await createHome(user);
    const porch = await createRoom(user, cabin.id, { name: 'Porch' });
    const kept = await api.delete(`/api/homes/${cabin.id}`, user);
    expect(kept.status).toBe(409);
    expect(kept.body).toEqual({ error: 'This home has 1 room: delete it first' });

    const moved = await api.put(`/api/rooms/${porch.id}`, user, roomPayload(1, { name: 'Back porch' }));
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ homeId: 1, name: 'Back porch' });
    expect((await api.get(`/api/rooms?homeId=${cabin.id}`, user)).body).toEqual([]);
    expect((await api.delete(`/api/homes/${cabin.id}`, user)).status).toBe(200);

    expect((await api.delete(`/api/rooms/${porch.id}`, user)).body).toEqual({
      message: 'Room deleted successfully',
    });
    expect((await api.delete(`/api/rooms/${porch.id}`, user)).status).toBe(404);
  });
});

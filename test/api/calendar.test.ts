// The calendar feed over HTTP (docs/product.md#calendar-feed): a member's private address, shown once; the
// feed it serves signed out, parsed by an iCalendar parser; a new address revokes the old one; a member who
// leaves the household loses the feed.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { api, newUser, request } from './support/api-client';
import { createMaintenanceTask } from './support/fixtures';
import { inHousehold, joinHousehold, removeFromHousehold } from './support/households';

const pathOf = (url: string) => new URL(url).pathname;

function summaries(text: string): { summary: string; start: string }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { summary: event.summary, start: event.startDate.toString() };
  });
}

describe('the calendar feed', () => {
  it("serves a member's feed to whoever holds its address, until a new address revokes it", async () => {
    const owner = await newUser();
    expect((await api.get('/api/calendar-link', owner)).body).toEqual({
      active: false,
      createdAt: null,
      url: null,
    });
    await createMaintenanceTask(owner, 1, { name: 'HVAC filter', startDate: '2031-01-15' });

    const made = await api.post('/api/calendar-link', owner, undefined);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      active: true,
      url: expect.stringMatching(/\/api\/calendar\/[\w-]{43}$/),
    });
    const feed = await request('GET', pathOf(made.body.url));
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(summaries(feed.text)).toEqual([
      { summary: 'Maintenance: HVAC filter (Our home)', start: '2031-01-15' },
    ]);
    expect((await api.get('/api/calendar-link', owner)).body).toEqual({
      active: true,
      createdAt: made.body.createdAt,
      url: null,
    });

    const again = await api.post('/api/calendar-link', owner, undefined);
    const revoked = await request('GET', pathOf(made.body.url));
    expect(revoked.status).toBe(404);
    expect(revoked.body).toEqual({ error: 'This calendar link is not valid' });
    expect((await request('GET', pathOf(again.body.url))).status).toBe(200);
  });

  it("stops a member's feed when they leave the household", async () => {
    const owner = await newUser();
    const sam = await newUser();
    await joinHousehold(owner, sam, 'viewer');
    const made = await request('POST', '/api/calendar-link', inHousehold(owner, { as: sam }));
    expect(made.status, made.text).toBe(200);
    expect((await request('GET', pathOf(made.body.url))).status).toBe(200);

    await removeFromHousehold(owner, sam);
    expect((await request('GET', pathOf(made.body.url))).status).toBe(404);
  });
});

import type { HttpHandler } from 'msw';
import type { FakeBackend } from './fake-db';
import { CALENDAR_MESSAGES, type CalendarLink } from '@reno/domain';
import { json, route } from './fake-route';

/** The signed-in member's calendar feed address: none until made; the address only in the answer that makes it. */
export function calendarLinkHandlers({ db }: FakeBackend): HttpHandler[] {
  return [
    route('GET', '/api/calendar-link', () => {
      const answer: CalendarLink = {
        active: db.calendarLinkMadeAt !== null,
        createdAt: db.calendarLinkMadeAt,
        url: null,
      };
      return json(200, answer);
    }),
    route('POST', '/api/calendar-link', () => {
      db.calendarLinkMadeAt = new Date().toISOString();
      const token = crypto.randomUUID().replaceAll('-', '').padEnd(43, 'x');
      const answer: CalendarLink = {
        active: true,
        createdAt: db.calendarLinkMadeAt,
        // The page's origin in a browser test; the contract test's Node has none.
        url: `${globalThis.location?.origin ?? 'http://localhost'}/api/calendar/${token}`,
      };
      return json(200, answer);
    }),
    // The fake serves no feed (the web never reads it): every address is one it never made.
    route('GET', '/api/calendar/{token}', () => json(404, { error: CALENDAR_MESSAGES.unknownLink })),
  ];
}

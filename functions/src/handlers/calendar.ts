import { findCalendarLink, getCalendarLink, readReminderHousehold, replaceCalendarLink } from '@reno/data';
import { CALENDAR_MESSAGES, householdName, todayLocalDateString, type CalendarLink } from '@reno/domain';
import { calendarFeed } from '../lib/calendar/calendar-feed';
import { data } from '../lib/data-context';
import { getActor } from '../lib/http/actor';
import { appOrigin } from '../lib/http/app-origin';
import { createApiHandler } from '../lib/http/create-api-handler';
import { NotFoundError } from '../lib/http/errors';
import { linkTokenParam } from '../lib/http/path-params';
import { ok, type ApiResult } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { hashLinkToken, newLinkToken } from '../lib/mail/link-token';

/** GET /api/calendar-link: whether the caller has a feed link in the active household, and since when. */
async function linkState(event: ApiEvent) {
  const { householdId, caller } = getActor(event);
  const link = await getCalendarLink(data, householdId, caller.sub);
  const answer: CalendarLink = { active: link !== null, createdAt: link?.createdAt ?? null, url: null };
  return ok(answer);
}

/**
 * POST /api/calendar-link: a new feed address for the caller in the active household, shown this once (only
 * its hash is kept); the one they had stops working at once.
 */
async function newLink(event: ApiEvent) {
  const { householdId, caller } = getActor(event);
  const token = newLinkToken();
  const { createdAt } = await replaceCalendarLink(data, householdId, caller.sub, hashLinkToken(token));
  const answer: CalendarLink = { active: true, createdAt, url: `${appOrigin(event)}/api/calendar/${token}` };
  return ok(answer);
}

/**
 * GET /api/calendar/{token} (public: the token is the credential, for calendar apps that cannot sign in):
 * the household's feed while the token is the member's current one and they are still in the household.
 */
async function feed(event: ApiEvent): Promise<ApiResult> {
  const token = linkTokenParam(event, 'token', CALENDAR_MESSAGES.unknownLink);
  const link = await findCalendarLink(data, hashLinkToken(token));
  if (!link) throw new NotFoundError(CALENDAR_MESSAGES.unknownLink);
  const { householdId, memberId } = link;
  const household = await readReminderHousehold(data, householdId);
  const stillIn = memberId === householdId || household.members.some((member) => member.userId === memberId);
  if (!household.owner || !stillIn) throw new NotFoundError(CALENDAR_MESSAGES.unknownLink);
  const text = calendarFeed({
    household,
    name: householdName(household.owner),
    today: todayLocalDateString(),
    appOrigin: appOrigin(event),
  });
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="renovation.ics"',
      'cache-control': 'private, no-store',
    },
    body: text,
  };
}

// The calendar feed's function: each member's private feed address, and the feed it serves.
export const handler = createApiHandler({
  'GET /api/calendar-link': linkState,
  'POST /api/calendar-link': newLink,
  'GET /api/calendar/{token}': feed,
});

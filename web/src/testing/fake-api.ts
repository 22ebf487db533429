// The web's component tests talk to this fake API at the network boundary (MSW intercepts fetch): the
// routes of functions/src/routes.ts with the answers and error bodies of the API (docs/product.md#api-routes,
// docs/product.md#api-errors), over an in-memory store (FakeDb). Each resource's routes are a file of
// fake-backend/ (<resource>-handlers.ts); test/contract replays one table of requests against this fake and
// against the real handlers, so the two cannot drift apart.
import type { HttpHandler } from 'msw';
import { http } from 'msw';
import { adminHandlers } from './fake-backend/admin-handlers';
import { userHandlers } from './fake-backend/user-handlers';
import { recoveryHandlers } from './fake-backend/recovery-handlers';
import { billingHandlers } from './fake-backend/billing-handlers';
import { budgetHandlers } from './fake-backend/budget-handlers';
import { contractorHandlers } from './fake-backend/contractor-handlers';
import { estimateHandlers } from './fake-backend/estimate-handlers';
import { expenseHandlers } from './fake-backend/expense-handlers';
import { exportHandlers } from './fake-backend/export-handlers';
import { householdAdmission, householdHandlers } from './fake-backend/household-handlers';
import { projectHandlers } from './fake-backend/project-handlers';
import { reminderHandlers } from './fake-backend/reminder-handlers';
import { milestoneHandlers } from './fake-backend/milestone-handlers';
import { statementImportHandlers } from './fake-backend/statement-import-handlers';
import { homeHandlers } from './fake-backend/home-handlers';
import { roomHandlers } from './fake-backend/room-handlers';
import { homeItemHandlers } from './fake-backend/home-item-handlers';
import { photoHandlers } from './fake-backend/photo-handlers';
import { costBasisHandlers } from './fake-backend/cost-basis-handlers';
import { maintenanceHandlers } from './fake-backend/maintenance-handlers';
import { calendarLinkHandlers } from './fake-backend/calendar-link-handlers';
import { uploadHandlers } from './fake-backend/upload-handlers';
import { createFakeBackend, type FakeDb } from './fake-backend/fake-db';
import { json, recordedRequest, type RecordedRequest } from './fake-backend/fake-route';
import { fakeApiServer } from './fake-backend/fake-api-server';

export { json, type RecordedRequest } from './fake-backend/fake-route';
export { testUser, type FakeDb } from './fake-backend/fake-db';
export { makeProject } from './fake-backend/project-handlers';
export { makeExpense } from './fake-backend/expense-handlers';
export { makeHome } from './fake-backend/home-handlers';
export { fakeApiServer } from './fake-backend/fake-api-server';

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

export const TEST_ID_TOKEN = 'test-id-token';

/** Paths without API Gateway's authorizer (Stripe signs its own requests; recovery serves the signed out). */
const UNAUTHENTICATED = new Set([
  'POST /api/stripe/webhook',
  'POST /api/auth/recovery',
  'POST /api/auth/recovery/confirm',
  'POST /api/reminders/unsubscribe',
]);
/** A calendar feed: its address's token is its credential. */
const CALENDAR_FEED = /^GET \/api\/calendar\/[^/]+$/;

/** A responder that throws a TypeError stands for a network failure: fetch rejects, as in a browser. */
async function answerOrNetworkError(respond: Responder, request: RecordedRequest): Promise<Response> {
  try {
    return await respond(request);
  } catch (error) {
    if (error instanceof TypeError) return Response.error();
    throw error;
  }
}

/**
 * A fresh fake API over `initial` records, answering on the shared MSW server until the next call.
 * `override` and `hold` change what one `METHOD /path` answers and when; `requests` lists every call.
 */
export function createFakeApi(initial: Partial<FakeDb> = {}) {
  const backend = createFakeBackend(initial);
  const { db } = backend;
  const requests: RecordedRequest[] = [];
  const overrides = new Map<string, Responder>();
  const holds = new Map<string, Promise<void>>();

  // Every request passes here first: recorded, held, overridden, refused like API Gateway's JWT
  // authorizer would, or like the API refuses a household the caller is not in (or a role below the
  // route's); answering nothing hands it on to the feature's routes.
  const gate: HttpHandler = http.all('*/api/*', async ({ request }) => {
    const recorded = await recordedRequest(request);
    requests.push(recorded);
    const key = `${recorded.method} ${recorded.path}`;
    await holds.get(key);
    const override = overrides.get(key);
    if (override) return answerOrNetworkError(override, recorded);
    const signedIn = recorded.headers.get('Authorization') === `Bearer ${TEST_ID_TOKEN}` && db.user;
    if (!signedIn && !UNAUTHENTICATED.has(key) && !CALENDAR_FEED.test(key))
      return json(401, { message: 'Unauthorized' });
    return signedIn ? householdAdmission(backend, recorded) : undefined;
  });
  // API Gateway's answer to a path no route matches.
  const unknownRoute = http.all('*/api/*', () => json(404, { message: 'Not Found' }));

  fakeApiServer.resetHandlers(
    gate,
    ...userHandlers(backend),
    ...projectHandlers(backend),
    ...budgetHandlers(backend),
    ...expenseHandlers(backend),
    ...contractorHandlers(backend),
    ...estimateHandlers(backend),
    ...milestoneHandlers(backend),
    ...homeHandlers(backend),
    ...roomHandlers(backend),
    ...homeItemHandlers(backend),
    ...photoHandlers(backend),
    ...costBasisHandlers(backend),
    ...maintenanceHandlers(backend),
    ...calendarLinkHandlers(backend),
    ...uploadHandlers(backend),
    ...billingHandlers(backend),
    ...adminHandlers(backend),
    ...exportHandlers(backend),
    ...householdHandlers(backend),
    ...reminderHandlers(backend),
    ...recoveryHandlers(backend),
    ...statementImportHandlers(backend),
    unknownRoute,
  );

  return {
    db,
    requests,
    /** The fetch MSW intercepts (the one a test had before stubbing fetch for something else). */
    fetch: fakeApiServer.interceptedFetch,
    /** Answers `METHOD /path` with a responder instead of the feature's route, until the returned function is called. */
    override(key: string, responder: Responder): () => void {
      overrides.set(key, responder);
      return () => overrides.delete(key);
    },
    /** Holds every `METHOD /path` request until the returned function is called. */
    hold(key: string): () => void {
      let release = () => {};
      holds.set(
        key,
        new Promise<void>((resolve) => {
          release = () => {
            holds.delete(key);
            resolve();
          };
        }),
      );
      return () => release();
    },
    requestsTo(key: string) {
      return requests.filter((request) => `${request.method} ${request.path}` === key);
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS, HOUSEHOLD_MESSAGES } from '@reno/domain';
import type { RouteAccess, RouteDefinition } from '@reno/functions/routes';
import { CORPUS_DIR, type ReceiptTruth } from '../bench/receipts/corpus';
import { api, newUser, request, routes, type TestUser } from './support/api-client';
import { TEST_ADMIN_PASSWORD } from './support/constants';
import {
  budgetPlanPayload,
  changeOrderPayload,
  contractorPayload,
  createChangeOrder,
  createContractor,
  createEstimate,
  createExpense,
  createHome,
  createRoom,
  createBasisReduction,
  createMaintenanceTask,
  createMilestone,
  createProject,
  createWorld,
  estimatePayload,
  expensePayload,
  homePayload,
  roomPayload,
  homeItemPayload,
  createHomeItem,
  basisReductionPayload,
  maintenancePayload,
  milestonePayload,
  projectPayload,
  snapshot,
  statementBatchPayload,
  statementRowPayload,
} from './support/fixtures';
import { inHousehold, joinHousehold, removeFromHousehold } from './support/households';
import { putObject } from './support/s3';
import { createPhoto, pendingPhoto, photoChangePayload, photoPayload } from './support/photos';
import { CSV_LAYOUT } from '../support/statement-layout';

/**
 * Every route of the table, tried in Dana's household (the `X-Household-Id` header names it) by each kind
 * of person: its owner, an editor, a viewer, a member she removed and a stranger. The route's access in the
 * table decides the answer; a route added to the table without a case here fails the first test.
 */
const PEOPLE = ['owner', 'editor', 'viewer', 'removed', 'stranger'] as const;
type Person = (typeof PEOPLE)[number];

interface Call {
  url: string;
  body?: unknown;
  /** The answer when the household lets the person through. */
  status: number;
  /** Routes without a token (password recovery, Stripe's webhook). */
  anonymous?: boolean;
}

type World = Awaited<ReturnType<typeof createWorld>>;

interface Household {
  owner: TestUser;
  people: Record<Person, TestUser>;
  world: World;
  exportJobId: string;
  receiptKey: string;
  invitationId: string;
}

/**
 * A request each route accepts in the household. `fresh` asks for a record of its own where the request
 * uses one up (a delete, an export to cancel); a refused request uses the shared ones, which it must leave
 * as they are.
 */
type CaseOf = (household: Household, fresh: boolean, person: Person) => Promise<Call>;

const owned = (household: Household) => household.owner;
const freshProject = async (h: Household) => (await createProject(owned(h))).id;
const freshEstimate = async (h: Household) =>
  (await createEstimate(owned(h), h.world.project.id, h.world.contractor.id)).id;

/** A schedule of one final payment: installment 1. */
const FINAL_ONLY = { installments: [{ kind: 'final', dueDate: '2025-06-01' }] };
const freshScheduled = async (h: Household) => {
  const id = await freshEstimate(h);
  const set = await api.put(`/api/estimates/${id}/schedule`, owned(h), FINAL_ONLY);
  expect(set.status, set.text).toBe(200);
  return id;
};

const get = (url: string): Call => ({ url, status: 200 });
const IMPORT_RULE = { vendor: 'HOME DEPOT', category: 'materials', paymentMethod: 'credit_card' };
const newInvitation = async (h: Household) => {
  const invited = await api.post('/api/household/invitations', h.owner, {
    email: `invitee-${randomUUID()}@example.com`,
    role: 'viewer',
  });
  expect(invited.status, invited.text).toBe(201);
  return invited.body.id as string;
};
const freshMember = async (h: Household) => {
  const member = await newUser();
  await joinHousehold(h.owner, member, 'viewer');
  return member.sub;
};
const cases: Record<string, CaseOf> = {
  'GET /api/user': async () => get('/api/user'),

  'GET /api/projects': async () => get('/api/projects'),
  'POST /api/projects': async () => ({ url: '/api/projects', body: projectPayload(), status: 201 }),
  'GET /api/projects/{id}': async ({ world }) => get(`/api/projects/${world.project.id}`),
  'PUT /api/projects/{id}': async ({ world }) => ({
    url: `/api/projects/${world.project.id}`,
    body: projectPayload(),
    status: 200,
  }),
  'DELETE /api/projects/{id}': async (h, fresh) => ({
    url: `/api/projects/${fresh ? await freshProject(h) : h.world.project.id}`,
    status: 200,
  }),
  'GET /api/projects/{id}/summary': async ({ world }) => get(`/api/projects/${world.project.id}/summary`),
  'GET /api/projects/{id}/budget': async ({ world }) => get(`/api/projects/${world.project.id}/budget`),
  'PUT /api/projects/{id}/budget': async ({ world }) => ({
    url: `/api/projects/${world.project.id}/budget`,
    body: budgetPlanPayload(),
    status: 200,
  }),
  'GET /api/projects/{id}/forecast': async ({ world }) => get(`/api/projects/${world.project.id}/forecast`),

  'GET /api/expenses': async ({ world }) => get(`/api/expenses?projectId=${world.project.id}`),
  'GET /api/expenses/can_create': async () => get('/api/expenses/can_create'),
  'POST /api/expenses': async ({ world }) => ({
    url: '/api/expenses',
    body: expensePayload(world.project.id),
    status: 201,
  }),
  'GET /api/expenses/{id}': async ({ world }) => get(`/api/expenses/${world.expense.id}`),
  'PUT /api/expenses/{id}': async ({ world }) => ({
    url: `/api/expenses/${world.expense.id}`,
    body: expensePayload(world.project.id),
    status: 200,
  }),
  'DELETE /api/expenses/{id}': async (h, fresh) => ({
    url: `/api/expenses/${fresh ? (await createExpense(owned(h), h.world.project.id)).id : h.world.expense.id}`,
    status: 200,
  }),

  'POST /api/statement-imports/check': async () => ({
    url: '/api/statement-imports/check',
    body: { rows: [statementRowPayload()] },
    status: 200,
  }),
  'POST /api/statement-imports/{id}/batches': async ({ world }) => ({
    url: `/api/statement-imports/${randomUUID()}/batches`,
    body: statementBatchPayload(world.project.id),
    status: 200,
  }),
  'DELETE /api/statement-imports/{id}': async () => ({
    url: `/api/statement-imports/${randomUUID()}`,
    status: 200,
  }),
  'GET /api/statement-imports/layout': async () => get('/api/statement-imports/layout?shape=csv'),
  'PUT /api/statement-imports/layout': async () => ({
    url: '/api/statement-imports/layout',
    body: { shape: 'csv', layout: CSV_LAYOUT },
    status: 200,
  }),
  'GET /api/statement-imports/rules': async () => get('/api/statement-imports/rules'),
  'PUT /api/statement-imports/rules': async () => ({
    url: '/api/statement-imports/rules',
    body: IMPORT_RULE,
    status: 200,
  }),
  // A refused delete names a rule nobody has; a served one, a rule made for it.
  'DELETE /api/statement-imports/rules/{id}': async (h, fresh) => {
    if (!fresh) return { url: '/api/statement-imports/rules/0000000000000000', status: 200 };
    const rule = await api.put('/api/statement-imports/rules', owned(h), IMPORT_RULE);
    expect(rule.status, rule.text).toBe(200);
    return { url: `/api/statement-imports/rules/${rule.body.id}`, status: 200 };
  },

  'GET /api/contractors': async () => get('/api/contractors'),
  'GET /api/contractors/count': async () => get('/api/contractors/count'),
  'POST /api/contractors': async () => ({ url: '/api/contractors', body: contractorPayload(), status: 201 }),
  'GET /api/contractors/{id}': async ({ world }) => get(`/api/contractors/${world.contractor.id}`),
  'PUT /api/contractors/{id}': async ({ world }) => ({
    url: `/api/contractors/${world.contractor.id}`,
    body: contractorPayload(),
    status: 200,
  }),
  'DELETE /api/contractors/{id}': async (h, fresh) => ({
    url: `/api/contractors/${fresh ? (await createContractor(owned(h))).id : h.world.contractor.id}`,
    status: 200,
  }),

  'GET /api/estimates': async ({ world }) => get(`/api/estimates?projectId=${world.project.id}`),
  'POST /api/estimates': async ({ world }) => ({
    url: '/api/estimates',
    body: estimatePayload(world.project.id, world.contractor.id),
    status: 201,
  }),
  'GET /api/estimates/{id}': async ({ world }) => get(`/api/estimates/${world.estimate.id}`),
  'PUT /api/estimates/{id}': async ({ world }) => ({
    url: `/api/estimates/${world.estimate.id}`,
    body: estimatePayload(world.project.id, world.contractor.id),
    status: 200,
  }),
  'DELETE /api/estimates/{id}': async (h, fresh) => ({
    url: `/api/estimates/${fresh ? await freshEstimate(h) : h.world.estimate.id}`,
    status: 200,
  }),
  // Payment schedules are the owner's, lien waivers an editor's (each on an estimate scheduled for it).
  'PUT /api/estimates/{id}/schedule': async ({ world }) => ({
    url: `/api/estimates/${world.estimate.id}/schedule`,
    body: FINAL_ONLY,
    status: 200,
  }),
  'DELETE /api/estimates/{id}/schedule': async (h, fresh) => ({
    url: `/api/estimates/${fresh ? await freshScheduled(h) : h.world.estimate.id}/schedule`,
    status: 200,
  }),
  'PUT /api/estimates/{id}/installments/{installmentId}/waiver': async (h, fresh) => ({
    url: `/api/estimates/${fresh ? await freshScheduled(h) : h.world.estimate.id}/installments/1/waiver`,
    body: { fileUrl: 'https://example.com/waiver.pdf', type: 'conditional', payment: 'progress' },
    status: 200,
  }),
  'DELETE /api/estimates/{id}/installments/{installmentId}/waiver': async (h, fresh) => ({
    url: `/api/estimates/${fresh ? await freshScheduled(h) : h.world.estimate.id}/installments/1/waiver`,
    status: 200,
  }),
  'GET /api/estimates/{id}/change-orders': async ({ world }) =>
    get(`/api/estimates/${world.estimate.id}/change-orders`),
  'POST /api/estimates/{id}/change-orders': async ({ world }) => ({
    url: `/api/estimates/${world.estimate.id}/change-orders`,
    body: changeOrderPayload(),
    status: 201,
  }),
  'PUT /api/change-orders/{id}': async ({ world }) => ({
    url: `/api/change-orders/${world.changeOrder.id}`,
    body: changeOrderPayload(),
    status: 200,
  }),
  'DELETE /api/change-orders/{id}': async (h, fresh) => ({
    url: `/api/change-orders/${fresh ? (await createChangeOrder(owned(h), h.world.estimate.id)).id : h.world.changeOrder.id}`,
    status: 200,
  }),

  'GET /api/milestones': async ({ world }) => get(`/api/milestones?projectId=${world.project.id}`),
  'POST /api/milestones': async ({ world }) => ({
    url: '/api/milestones',
    body: milestonePayload(world.project.id),
    status: 201,
  }),
  'PUT /api/milestones/{id}': async ({ world }) => ({
    url: `/api/milestones/${world.milestone.id}`,
    body: milestonePayload(world.project.id),
    status: 200,
  }),
  'PATCH /api/milestones/{id}/complete': async ({ world }) => ({
    url: `/api/milestones/${world.milestone.id}/complete`,
    status: 200,
  }),
  'DELETE /api/milestones/{id}': async (h, fresh) => ({
    url: `/api/milestones/${fresh ? (await createMilestone(owned(h), h.world.project.id)).id : h.world.milestone.id}`,
    status: 200,
  }),

  'GET /api/homes': async () => get('/api/homes'),
  'POST /api/homes': async () => ({ url: '/api/homes', body: homePayload(), status: 201 }),
  'PUT /api/homes/{id}': async ({ world }) => ({
    url: `/api/homes/${world.home.id}`,
    body: homePayload({ name: 'Lake cabin, renamed' }),
    status: 200,
  }),
  'DELETE /api/homes/{id}': async (h, fresh) => ({
    url: `/api/homes/${fresh ? (await createHome(owned(h))).id : h.world.home.id}`,
    status: 200,
  }),

  'GET /api/rooms': async () => get('/api/rooms?homeId=1'),
  'POST /api/rooms': async () => ({ url: '/api/rooms', body: roomPayload(1), status: 201 }),
  'PUT /api/rooms/{id}': async ({ world }) => ({
    url: `/api/rooms/${world.room.id}`,
    body: roomPayload(1, { name: 'Pantry' }),
    status: 200,
  }),
  'DELETE /api/rooms/{id}': async (h, fresh) => ({
    url: `/api/rooms/${fresh ? (await createRoom(owned(h), 1)).id : h.world.room.id}`,
    status: 200,
  }),

  'GET /api/items': async ({ world }) => get(`/api/items?roomId=${world.room.id}`),
  'GET /api/warranties': async () => get('/api/warranties'),
  'POST /api/items': async ({ world }) => ({
    url: '/api/items',
    body: homeItemPayload(world.room.id),
    status: 201,
  }),
  'PUT /api/items/{id}': async ({ world }) => ({
    url: `/api/items/${world.item.id}`,
    body: homeItemPayload(world.room.id, { name: 'Gas range' }),
    status: 200,
  }),
  'DELETE /api/items/{id}': async (h, fresh) => ({
    url: `/api/items/${fresh ? (await createHomeItem(owned(h), h.world.room.id)).id : h.world.item.id}`,
    status: 200,
  }),

  'GET /api/photos': async ({ world }) => get(`/api/photos?roomId=${world.room.id}`),
  // The photo is uploaded into the household's prefix, as the API's upload form puts it for any member.
  'POST /api/photos': async (h) => ({
    url: '/api/photos',
    body: photoPayload(h.world.room.id, await pendingPhoto(owned(h).sub)),
    status: 201,
  }),
  'PUT /api/photos/{id}': async ({ world }) => ({
    url: `/api/photos/${world.photo.id}`,
    body: photoChangePayload(),
    status: 200,
  }),
  'DELETE /api/photos/{id}': async (h, fresh) => ({
    url: `/api/photos/${fresh ? (await createPhoto(owned(h), h.world.room.id)).id : h.world.photo.id}`,
    status: 200,
  }),

  'GET /api/homes/{id}/basis': async ({ world }) => get(`/api/homes/${world.home.id}/basis`),
  'GET /api/homes/{id}/basis/lines': async ({ world }) => get(`/api/homes/${world.home.id}/basis/lines`),
  'GET /api/homes/{id}/basis/pdf': async ({ world }) => get(`/api/homes/${world.home.id}/basis/pdf`),
  'GET /api/basis-reductions': async () => get('/api/basis-reductions?homeId=1'),
  'POST /api/basis-reductions': async () => ({
    url: '/api/basis-reductions',
    body: basisReductionPayload(1),
    status: 201,
  }),
  'DELETE /api/basis-reductions/{id}': async (h, fresh) => ({
    url: `/api/basis-reductions/${fresh ? (await createBasisReduction(owned(h), 1)).id : h.world.basisReduction.id}`,
    status: 200,
  }),
  'GET /api/maintenance': async () => get('/api/maintenance?homeId=1'),
  'GET /api/maintenance/due': async () => get('/api/maintenance/due'),
  'POST /api/maintenance': async () => ({
    url: '/api/maintenance',
    body: maintenancePayload(1),
    status: 201,
  }),
  'PUT /api/maintenance/{id}': async ({ world }) => ({
    url: `/api/maintenance/${world.maintenanceTask.id}`,
    body: maintenancePayload(1, { name: 'Furnace filter' }),
    status: 200,
  }),
  'POST /api/maintenance/{id}/done': async ({ world }) => ({
    url: `/api/maintenance/${world.maintenanceTask.id}/done`,
    body: { date: '2025-03-02' },
    status: 200,
  }),
  'DELETE /api/maintenance/{id}': async (h, fresh) => ({
    url: `/api/maintenance/${fresh ? (await createMaintenanceTask(owned(h), 1)).id : h.world.maintenanceTask.id}`,
    status: 200,
  }),

  'POST /api/uploads': async () => ({
    url: '/api/uploads',
    body: { kind: 'receipt', fileName: 'r.png', contentType: 'image/png', size: 1000 },
    status: 200,
  }),
  'POST /api/signed-url': async ({ receiptKey }) => ({
    url: '/api/signed-url',
    body: { s3Key: receiptKey },
    status: 200,
  }),
  'POST /api/receipts/scan': async ({ receiptKey }) => ({
    url: '/api/receipts/scan',
    body: { s3Key: receiptKey },
    status: 200,
  }),

  'GET /api/subscription-status': async () => get('/api/subscription-status'),

  // The operator's routes answer every signed-in caller alike: without the password, 401.
  'GET /api/admin/users': async () => ({ url: '/api/admin/users', status: 401 }),
  'GET /api/admin/totals': async () => ({ url: '/api/admin/totals', status: 401 }),
  'POST /api/admin/users/{id}/upgrade': async ({ owner }) => ({
    url: `/api/admin/users/${owner.sub}/upgrade`,
    status: 401,
  }),
  'POST /api/admin/users/{id}/downgrade': async ({ owner }) => ({
    url: `/api/admin/users/${owner.sub}/downgrade`,
    status: 401,
  }),

  // Billing is the owner's (the local Stripe stand-in answers). Checkout makes the Stripe customer that the
  // portal, next in the table, opens.
  'POST /api/create-checkout-session': async () => ({ url: '/api/create-checkout-session', status: 200 }),
  'POST /api/create-portal-session': async () => ({ url: '/api/create-portal-session', status: 200 }),
  'POST /api/check-subscription': async () => ({ url: '/api/check-subscription', status: 200 }),

  'POST /api/stripe/webhook': async () => ({
    url: '/api/stripe/webhook',
    body: {},
    status: 400,
    anonymous: true,
  }),

  'POST /api/projects/{id}/export': async ({ world }) => ({
    url: `/api/projects/${world.project.id}/export`,
    status: 202,
  }),
  'GET /api/exports/{id}': async ({ exportJobId }) => get(`/api/exports/${exportJobId}`),
  'POST /api/homes/{id}/packet': async ({ world }) => ({
    url: `/api/homes/${world.home.id}/packet`,
    body: { includeBasis: false },
    status: 202,
  }),
  'DELETE /api/exports/{id}': async (h, fresh) => ({
    url: `/api/exports/${fresh ? await startExport(h.owner, await freshProject(h)) : h.exportJobId}`,
    status: 204,
  }),

  'GET /api/households': async () => get('/api/households'),
  'GET /api/household': async () => get('/api/household'),
  'POST /api/household/invitations': async () => ({
    url: '/api/household/invitations',
    body: { email: `invitee-${randomUUID()}@example.com`, role: 'editor' },
    status: 201,
  }),
  'POST /api/household/invitations/{id}/resend': async ({ invitationId }) => ({
    url: `/api/household/invitations/${invitationId}/resend`,
    status: 200,
  }),
  'DELETE /api/household/invitations/{id}': async (h, fresh) => ({
    url: `/api/household/invitations/${fresh ? await newInvitation(h) : h.invitationId}`,
    status: 200,
  }),
  // A token nobody was sent: the same answer for everyone, whatever household is named.
  'POST /api/invitations/accept': async () => ({
    url: '/api/invitations/accept',
    body: { token: 'never-sent-token' },
    status: 404,
  }),
  'PUT /api/household/members/{userId}': async ({ people }) => ({
    url: `/api/household/members/${people.viewer.sub}`,
    body: { role: 'viewer' },
    status: 200,
  }),
  // The owner removes a member; a member may remove only themself (leaving: households.test.ts), so
  // removing someone else is the owner's alone.
  'DELETE /api/household/members/{userId}': async (h, fresh, person) =>
    person === 'owner' && fresh
      ? { url: `/api/household/members/${await freshMember(h)}`, status: 200 }
      : {
          url: `/api/household/members/${(person === 'editor' ? h.people.viewer : h.people.editor).sub}`,
          status: 403,
        },

  // Each member's own reminder settings; an unsubscribe token nobody was sent answers alike for everyone.
  'GET /api/household/reminders': async () => get('/api/household/reminders'),
  'PUT /api/household/reminders': async () => ({
    url: '/api/household/reminders',
    body: { ...DEFAULT_REMINDER_SETTINGS, weeklyDigest: true },
    status: 200,
  }),
  'POST /api/reminders/unsubscribe': async () => ({
    url: '/api/reminders/unsubscribe',
    body: { token: 'never-sent-token' },
    status: 404,
    anonymous: true,
  }),

  // Each member's own calendar feed address; a feed token nobody was given answers alike for everyone.
  'GET /api/calendar-link': async () => get('/api/calendar-link'),
  'POST /api/calendar-link': async () => ({ url: '/api/calendar-link', status: 200 }),
  'GET /api/calendar/{token}': async () => ({
    url: `/api/calendar/${'n'.repeat(43)}`,
    status: 404,
    anonymous: true,
  }),

  // A home packet's share links are the owner's; the page a token opens is public (a made-up one: 404).
  'GET /api/homes/{id}/share-links': async ({ world }) => get(`/api/homes/${world.home.id}/share-links`),
  'POST /api/homes/{id}/share-links': async ({ world }) => ({
    url: `/api/homes/${world.home.id}/share-links`,
    body: { days: 3, showAmounts: false },
    status: 201,
  }),
  'DELETE /api/homes/{id}/share-links/{linkId}': async (h, fresh) => ({
    url: `/api/homes/${h.world.home.id}/share-links/${fresh ? await newShareLink(h.owner, h.world.home.id) : randomUUID()}`,
    status: 200,
  }),
  'GET /api/shared/home/{token}': async () => ({
    url: `/api/shared/home/${'n'.repeat(43)}`,
    status: 404,
    anonymous: true,
  }),

  'POST /api/auth/recovery': async () => ({
    url: '/api/auth/recovery',
    body: { email: 'nobody-matrix@example.com' },
    status: 202,
    anonymous: true,
  }),
  'POST /api/auth/recovery/confirm': async () => ({
    url: '/api/auth/recovery/confirm',
    body: { email: 'nobody-matrix@example.com', code: '135790', newPassword: 'long enough' },
    status: 400,
    anonymous: true,
  }),
};

async function startExport(user: TestUser, projectId: number): Promise<string> {
  const started = await api.post(`/api/projects/${projectId}/export`, user);
  expect(started.status, started.text).toBe(202);
  return started.body.id as string;
}

async function newShareLink(user: TestUser, homeId: number): Promise<string> {
  const made = await api.post(`/api/homes/${homeId}/share-links`, user, { days: 3, showAmounts: false });
  expect(made.status, made.text).toBe(201);
  return made.body.id as string;
}

const RANK = { viewer: 1, editor: 2, owner: 3 } as const;
const roleOf: Partial<Record<Person, keyof typeof RANK>> = {
  owner: 'owner',
  editor: 'editor',
  viewer: 'viewer',
};

/** What the household check lets through, and what it answers otherwise. */
function refusal(access: RouteAccess, person: Person): { status: number; error: string } | null {
  if (access === 'account' || access === 'public') return null;
  const role = roleOf[person];
  if (!role) return { status: 404, error: HOUSEHOLD_MESSAGES.notFound };
  if (RANK[role] >= RANK[access]) return null;
  return {
    status: 403,
    error: access === 'owner' ? HOUSEHOLD_MESSAGES.ownerOnly : HOUSEHOLD_MESSAGES.viewOnly,
  };
}

const key = (route: RouteDefinition) => `${route.method} ${route.path}`;
const HOUSEHOLD_REFUSALS = [HOUSEHOLD_MESSAGES.notFound, HOUSEHOLD_MESSAGES.viewOnly];

/** The only requests other than GET a viewer may send: none of them changes a record. */
const VIEWER_WRITES: Record<string, string> = {
  'DELETE /api/household/members/{userId}': 'leaves the household (removing anyone else is the owner’s)',
  'POST /api/signed-url': 'signs a link that reads a receipt',
  'POST /api/projects/{id}/export': 'an archive reads the records',
  'DELETE /api/exports/{id}': 'cancels or forgets an archive, not a record',
  'PUT /api/household/reminders': 'the member’s own reminder settings, not a household record',
  'POST /api/calendar-link': 'the member’s own calendar feed address, not a household record',
};
const matrix = routes.flatMap((route) => PEOPLE.map((person) => ({ route, person })));
const refused = matrix.filter(({ route, person }) => refusal(route.access, person));
const admitted = matrix.filter(({ route, person }) => !refusal(route.access, person));

describe('role matrix: every route × owner, editor, viewer, removed member, stranger', () => {
  const people = {} as Record<Person, TestUser>;
  let household: Household;
  let before: unknown;
  const state = async () => ({
    records: await snapshot(household.owner),
    household: (await api.get('/api/household', household.owner)).body,
  });

  const send = async (route: RouteDefinition, person: Person, call: Call) =>
    request(
      route.method,
      call.url,
      inHousehold(household.owner, {
        as: call.anonymous ? undefined : people[person],
        body: call.body ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {}),
      }),
    );

  beforeAll(async () => {
    const [owner, editor, viewer, removed, stranger] = await Promise.all(PEOPLE.map(() => newUser()));
    Object.assign(people, { owner, editor, viewer, removed, stranger });
    await Promise.all(PEOPLE.map((person) => api.get('/api/user', people[person])));
    const upgraded = await api.post(`/api/admin/users/${owner!.sub}/upgrade`, owner, undefined, {
      headers: { 'x-admin-password': TEST_ADMIN_PASSWORD },
    });
    expect(upgraded.status, upgraded.text).toBe(200);
    await joinHousehold(owner!, editor!, 'editor');
    await joinHousehold(owner!, viewer!, 'viewer');
    await joinHousehold(owner!, removed!, 'editor');
    await removeFromHousehold(owner!, removed!);

    const world = await createWorld(owner!);
    const truth = (JSON.parse(readFileSync(`${CORPUS_DIR}/truth.json`, 'utf8')) as ReceiptTruth[]).find(
      (receipt) => receipt.file.endsWith('.png'),
    )!;
    const receiptKey = `users/${owner!.sub}/receipts/1-matrix.png`;
    await putObject(receiptKey, readFileSync(`${CORPUS_DIR}/${truth.file}`), 'image/png');
    household = {
      owner: owner!,
      people,
      world,
      invitationId: '',
      exportJobId: await startExport(owner!, world.project.id),
      receiptKey,
    };
    household.invitationId = await newInvitation(household);
    before = await state();
  }, 120_000);

  it('has a request for every route of the table', () => {
    expect(routes.map(key).filter((routeKey) => !cases[routeKey])).toEqual([]);
  });

  it('lets a viewer send nothing but reads and the requests that change no record', () => {
    const viewerWrites = routes.filter((route) => route.access === 'viewer' && route.method !== 'GET');

    expect(viewerWrites.map(key).sort()).toEqual(Object.keys(VIEWER_WRITES).sort());
  });

  it.each(refused.map(({ route, person }) => [key(route), person, route] as const))(
    '%s by the %s is refused by the household check',
    async (routeKey, person, route) => {
      const call = await cases[routeKey]!(household, false, person);

      const response = await send(route, person, call);

      expect({ status: response.status, error: response.body?.error }).toEqual(refusal(route.access, person));
    },
  );

  it('the refused requests changed nothing', async () => {
    expect(await state()).toEqual(before);
  });

  it.each(admitted.map(({ route, person }) => [key(route), person, route] as const))(
    '%s by the %s is served',
    async (routeKey, person, route) => {
      const call = await cases[routeKey]!(household, true, person);

      const response = await send(route, person, call);

      expect(response.status, response.text).toBe(call.status);
      // Whatever else answered, the household check let it through.
      expect(HOUSEHOLD_REFUSALS).not.toContain(response.body?.error);
    },
    60_000,
  );
});

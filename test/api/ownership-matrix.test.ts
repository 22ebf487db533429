import { beforeAll, describe, expect, it } from 'vitest';
import type { ResourceName } from '@reno/functions/routes';
import { api, newUser, request, routes } from './support/api-client';
import type { TestUser } from './support/api-client';
import {
  budgetPlanPayload,
  changeOrderPayload,
  contractorPayload,
  createWorld,
  estimatePayload,
  expensePayload,
  homePayload,
  roomPayload,
  maintenancePayload,
  homeItemPayload,
  milestonePayload,
  projectPayload,
  snapshot,
} from './support/fixtures';
import { photoChangePayload } from './support/photos';
import { putObject } from './support/s3';

/**
 * One of everything, a records export of its project and an invitation to the household (started by the
 * test, not by createWorld).
 */
type World = Awaited<ReturnType<typeof createWorld>> & {
  exportJob: { id: string };
  invitation: { id: string };
};

/**
 * Every route of the table whose path takes an id is tried by user B with user A's ids. A route added
 * later is covered by this file as soon as it is in the table; a new resource must be classified here.
 */
const recordOf: Partial<Record<ResourceName, keyof World>> = {
  projects: 'project',
  expenses: 'expense',
  contractors: 'contractor',
  estimates: 'estimate',
  milestones: 'milestone',
  homes: 'home',
  photos: 'photo',
  exports: 'exportJob',
  households: 'invitation',
};
/** Routes whose {id} names another record than their resource's (and the body they take). */
const byPath: Record<string, { record: keyof World; body?: () => unknown }> = {
  '/api/change-orders/{id}': { record: 'changeOrder', body: () => changeOrderPayload() },
  '/api/rooms/{id}': { record: 'room', body: () => roomPayload(1) },
  '/api/items/{id}': { record: 'item', body: () => homeItemPayload(1) },
  '/api/basis-reductions/{id}': { record: 'basisReduction' },
  '/api/maintenance/{id}': { record: 'maintenanceTask', body: () => maintenancePayload(1) },
  '/api/maintenance/{id}/done': { record: 'maintenanceTask', body: () => ({ date: '2025-03-02' }) },
  '/api/estimates/{id}/change-orders': { record: 'estimate', body: () => changeOrderPayload() },
  '/api/projects/{id}/budget': { record: 'project', body: () => budgetPlanPayload() },
  '/api/projects/{id}/export': { record: 'project' },
  // The home packet is started by the exports function; a home's share links are the homes function's.
  '/api/homes/{id}/packet': { record: 'home', body: () => ({ includeBasis: false }) },
  '/api/homes/{id}/share-links': { record: 'home', body: () => ({ days: 3, showAmounts: false }) },
  '/api/estimates/{id}/schedule': {
    record: 'estimate',
    body: () => ({ installments: [{ kind: 'final', dueDate: '2025-06-01' }] }),
  },
  '/api/estimates/{id}/installments/{installmentId}/waiver': {
    record: 'estimate',
    body: () => ({ fileUrl: 'https://example.com/waiver.pdf', type: 'conditional', payment: 'progress' }),
  },
};
const notUserOwned: Partial<Record<ResourceName, string>> = {
  admin: 'its ids name users and it is guarded by the admin password (admin.test.ts)',
  calendar:
    "its {token} is a feed's secret, not a record id: it names one member's feed, and another's or a revoked " +
    'one names nothing (calendar.test.ts)',
  'statement-imports':
    "its {id} is a UUID the browser makes for an import, or a vendor's hash, and is only ever looked up in the " +
    "caller's own household: another's id names nothing there (statement-imports.test.ts)",
};

/** A body B could legitimately send (its own project and contractor), so only the path id is foreign. */
const validBodyFor: Partial<Record<ResourceName, (own: World) => unknown>> = {
  projects: () => projectPayload(),
  expenses: (own) => expensePayload(own.project.id),
  contractors: () => contractorPayload(),
  estimates: (own) => estimatePayload(own.project.id, own.contractor.id),
  milestones: (own) => milestonePayload(own.project.id),
  homes: () => homePayload(),
  photos: () => photoChangePayload(),
};

/** A receipt the owner uploaded (object keys are the owner's prefix, not an id). */
const ownerReceipt = async () => {
  const key = `pending/users/${owner.sub}/receipts/${Date.now()}-r.png`;
  await putObject(key, 'png bytes', 'image/png');
  return key;
};

async function withExport(user: TestUser, world: Awaited<ReturnType<typeof createWorld>>): Promise<World> {
  const started = await api.post(`/api/projects/${world.project.id}/export`, user);
  expect(started.status).toBe(202);
  const invited = await api.post('/api/household/invitations', user, {
    email: `invitee-${user.sub}@example.com`,
    role: 'viewer',
  });
  expect(invited.status).toBe(201);
  return { ...world, exportJob: started.body as { id: string }, invitation: invited.body as { id: string } };
}

const idRoutes = routes.filter((route) => route.path.includes('{id}') && route.auth === 'jwt');

let owner: TestUser;

describe('ownership matrix', () => {
  let intruder: TestUser;
  let ownerWorld: World;
  let intruderWorld: World;
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    [owner, intruder] = await Promise.all([newUser(), newUser()]);
    // Ids are per-user sequences: the owner's second records carry ids (2) the intruder does not have,
    // while the intruder has records of its own (1) that a wrong lookup could return.
    await createWorld(owner);
    ownerWorld = await withExport(owner, await createWorld(owner));
    intruderWorld = await withExport(intruder, await createWorld(intruder));
    // Installment 1 of the owner's estimate exists: only the owner makes a path that names it found.
    const scheduled = await api.put(`/api/estimates/${ownerWorld.estimate.id}/schedule`, owner, {
      installments: [{ kind: 'final', dueDate: '2025-06-01' }],
    });
    expect(scheduled.status, scheduled.text).toBe(200);
    before = await snapshot(owner);
  }, 60_000);

  it('classifies every resource that has id routes', () => {
    const unclassified = idRoutes
      .map((route) => route.resource)
      .filter((resource) => !recordOf[resource] && !notUserOwned[resource]);

    expect(unclassified).toEqual([]);
  });

  it.each(
    idRoutes
      .filter((route) => !notUserOwned[route.resource])
      .map((route) => [`${route.method} ${route.path}`, route] as const),
  )('%s with another user’s id answers 404 and changes nothing', async (_, route) => {
    const special = byPath[route.path];
    const record = ownerWorld[special?.record ?? recordOf[route.resource]!];
    const url = route.path.replace('{id}', String(record.id)).replace('{installmentId}', '1');
    const needsBody = route.method === 'PUT' || (route.method === 'POST' && !route.path.endsWith('}'));
    const body = needsBody ? (special?.body?.() ?? validBodyFor[route.resource]?.(intruderWorld)) : undefined;

    const response = await request(route.method, url, { as: intruder, body });

    expect(response.status).toBe(404);
    expect(response.body.error).toMatch(/not found/i);
    expect(await snapshot(owner)).toEqual(before);
  });

  it.each([
    [
      'GET /api/expenses?projectId=',
      (w: World) => api.get(`/api/expenses?projectId=${w.project.id}`, intruder),
    ],
    [
      'GET /api/milestones?projectId=',
      (w: World) => api.get(`/api/milestones?projectId=${w.project.id}`, intruder),
    ],
    [
      'GET /api/estimates?projectId=',
      (w: World) => api.get(`/api/estimates?projectId=${w.project.id}`, intruder),
    ],
    [
      'POST /api/expenses naming the project',
      (w: World) => api.post('/api/expenses', intruder, expensePayload(w.project.id)),
    ],
    [
      'POST /api/expenses naming the contractor',
      (w: World) =>
        api.post(
          '/api/expenses',
          intruder,
          expensePayload(intruderWorld.project.id, { contractorId: w.contractor.id }),
        ),
    ],
    [
      'POST /api/expenses naming the estimate',
      (w: World) =>
        api.post(
          '/api/expenses',
          intruder,
          expensePayload(intruderWorld.project.id, { estimateId: w.estimate.id }),
        ),
    ],
    [
      'PUT /api/expenses/{own id} moving it into the project',
      (w: World) =>
        api.put(`/api/expenses/${intruderWorld.expense.id}`, intruder, expensePayload(w.project.id)),
    ],
    [
      'POST /api/estimates naming the project',
      (w: World) =>
        api.post('/api/estimates', intruder, estimatePayload(w.project.id, intruderWorld.contractor.id)),
    ],
    [
      'POST /api/estimates naming the contractor',
      (w: World) =>
        api.post('/api/estimates', intruder, estimatePayload(intruderWorld.project.id, w.contractor.id)),
    ],
    [
      'POST /api/milestones naming the project',
      (w: World) => api.post('/api/milestones', intruder, milestonePayload(w.project.id)),
    ],
    [
      'PUT /api/milestones/{own id} moving it into the project',
      (w: World) =>
        api.put(`/api/milestones/${intruderWorld.milestone.id}`, intruder, milestonePayload(w.project.id)),
    ],
    [
      'POST /api/signed-url of the owner’s receipt',
      async () => api.post('/api/signed-url', intruder, { s3Key: await ownerReceipt() }),
    ],
    [
      'POST /api/receipts/scan of the owner’s receipt',
      async () => api.post('/api/receipts/scan', intruder, { s3Key: await ownerReceipt() }),
    ],
  ])('%s of another user answers 404 and changes nothing', async (_, attempt) => {
    const intruderBefore = await snapshot(intruder);

    const response = await attempt(ownerWorld);

    expect(response.status).toBe(404);
    expect(await snapshot(owner)).toEqual(before);
    expect(await snapshot(intruder)).toEqual(intruderBefore);
  });
});

import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Json, TestUser } from './api-client';
import { api, newUser } from './api-client';
import { createPhoto } from './photos';

/**
 * What a record just made by `user` answers about its making (docs/product.md#record-edits): version 1,
 * added and last changed by them (test users are 'Pat' unless named otherwise).
 */
export const newRecordEdits = (user: TestUser, name = 'Pat') => ({
  version: 1,
  createdBy: { userId: user.sub, name },
  updatedBy: { userId: user.sub, name },
  updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
});

/** Valid payloads as the web sends them, and helpers that create records through the API. */
export const projectPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kitchen Remodel',
  description: 'New cabinets and counters',
  budget: '25000.00',
  taxRate: '13.00',
  ...overrides,
});

export const expensePayload = (projectId: number, overrides: Record<string, unknown> = {}) => ({
  projectId,
  description: 'Cabinet hinges',
  amount: '120.50',
  category: 'materials',
  paymentMethod: 'credit_card',
  date: '2025-03-14',
  notes: null,
  contractorId: null,
  estimateId: null,
  imageUrl: null,
  ...overrides,
});

/** A statement row as the browser sends it (docs/product.md#api-statement-imports). */
export const statementRowPayload = (overrides: Record<string, unknown> = {}) => ({
  fingerprint: randomBytes(8).toString('hex'),
  date: '2025-03-14',
  description: 'THE HOME DEPOT #6543',
  amount: '45.10',
  ...overrides,
});

/** One batch of confirmed statement rows for the project. */
export const statementBatchPayload = (projectId: number, rows = 1) => ({
  projectId,
  rows: Array.from({ length: rows }, () => ({
    ...statementRowPayload(),
    category: 'materials',
    paymentMethod: 'credit_card',
  })),
});

export const contractorPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Sparks',
  company: 'Sparks Electric',
  email: 'sam@sparks.example',
  phone: '555-0100',
  specialty: 'Electrician',
  hourlyRate: '85.00',
  notes: null,
  ...overrides,
});

export const estimatePayload = (
  projectId: number,
  contractorId: number,
  overrides: Record<string, unknown> = {},
) => ({
  projectId,
  contractorId,
  title: 'Rewire kitchen',
  description: 'Panel and circuits',
  amount: '1000.00',
  cashPercentage: '20.00',
  taxedPercentage: '80.00',
  taxRate: '13.00',
  date: '2025-03-01',
  status: 'approved',
  notes: null,
  attachmentUrl: null,
  ...overrides,
});

export const homePayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lake cabin',
  address: '4 Shore Road',
  yearBuilt: 1978,
  purchaseDate: '2021-07-15',
  purchasePrice: '285000.00',
  settlementCosts: '4120.50',
  ...overrides,
});

export const roomPayload = (homeId: number, overrides: Record<string, unknown> = {}) => ({
  homeId,
  name: 'Kitchen',
  ...overrides,
});

export const homeItemPayload = (roomId: number, overrides: Record<string, unknown> = {}) => ({
  roomId,
  kind: 'appliance',
  name: 'Range',
  brand: 'Bosch',
  model: 'HGI8056UC',
  ...overrides,
});

export const basisReductionPayload = (homeId: number, overrides: Record<string, unknown> = {}) => ({
  homeId,
  kind: 'rebate',
  amount: '450.00',
  date: '2025-04-02',
  description: 'Utility rebate on the heat pump',
  ...overrides,
});

export const maintenancePayload = (homeId: number, overrides: Record<string, unknown> = {}) => ({
  homeId,
  name: 'HVAC filter',
  rule: 'every',
  intervalMonths: 3,
  startDate: '2025-03-01',
  ...overrides,
});

export const milestonePayload = (projectId: number, overrides: Record<string, unknown> = {}) => ({
  projectId,
  title: 'Demolition done',
  description: 'Old cabinets out',
  category: 'Demolition',
  targetDate: '2025-04-01',
  ...overrides,
});

export const changeOrderPayload = (overrides: Record<string, unknown> = {}) => ({
  title: 'Two more outlets',
  description: 'Island outlets',
  amount: '250.00',
  status: 'approved',
  date: '2025-03-20',
  ...overrides,
});

export const budgetPlanPayload = (overrides: Record<string, unknown> = {}) => ({
  contingency: '2000.00',
  lines: [
    { category: 'materials', planned: '12000.00' },
    { category: 'labor', planned: '8000.00' },
  ],
  ...overrides,
});

async function created<T extends { id: number }>(promise: ReturnType<typeof api.post>): Promise<T> {
  const response = await promise;
  expect(response.status, response.text).toBe(201);
  return response.body as T;
}

export const createProject = (user: TestUser, overrides?: Record<string, unknown>) =>
  created<{ id: number } & Record<string, Json>>(api.post('/api/projects', user, projectPayload(overrides)));
export const createExpense = (user: TestUser, projectId: number, overrides?: Record<string, unknown>) =>
  created<{ id: number } & Record<string, Json>>(
    api.post('/api/expenses', user, expensePayload(projectId, overrides)),
  );
export const createContractor = (user: TestUser, overrides?: Record<string, unknown>) =>
  created<{ id: number } & Record<string, Json>>(
    api.post('/api/contractors', user, contractorPayload(overrides)),
  );
export const createEstimate = (
  user: TestUser,
  projectId: number,
  contractorId: number,
  overrides?: Record<string, unknown>,
) =>
  created<{ id: number } & Record<string, Json>>(
    api.post('/api/estimates', user, estimatePayload(projectId, contractorId, overrides)),
  );
export const createMilestone = (user: TestUser, projectId: number, overrides?: Record<string, unknown>) =>
  created<{ id: number } & Record<string, Json>>(
    api.post('/api/milestones', user, milestonePayload(projectId, overrides)),
  );

export const createHome = (user: TestUser, overrides?: Record<string, unknown>) =>
  created<{ id: number } & Record<string, Json>>(api.post('/api/homes', user, homePayload(overrides)));

export const createRoom = (user: TestUser, homeId: number, overrides?: Record<string, unknown>) =>
  created<{ id: number } & Record<string, Json>>(
    api.post('/api/rooms', user, roomPayload(homeId, overrides)),
  );

export const createHomeItem = (user: TestUser, roomId: number, overrides?: Record<string, unknown>) =>
  created<{ id: number } & Record<string, Json>>(
    api.post('/api/items', user, homeItemPayload(roomId, overrides)),
  );

export const createBasisReduction = (user: TestUser, homeId: number, overrides?: Record<string, unknown>) =>
  created<{ id: number } & Record<string, Json>>(
    api.post('/api/basis-reductions', user, basisReductionPayload(homeId, overrides)),
  );

export const createMaintenanceTask = (user: TestUser, homeId: number, overrides?: Record<string, unknown>) =>
  created<{ id: number } & Record<string, Json>>(
    api.post('/api/maintenance', user, maintenancePayload(homeId, overrides)),
  );

export const createChangeOrder = (user: TestUser, estimateId: number, overrides?: Record<string, unknown>) =>
  created<{ id: number } & Record<string, Json>>(
    api.post(`/api/estimates/${estimateId}/change-orders`, user, changeOrderPayload(overrides)),
  );

/** A new user with a project and a contractor: what an estimate needs. */
export async function ownerWithContractor() {
  const user = await newUser();
  const project = await createProject(user);
  const contractor = await createContractor(user);
  return { user, project, contractor };
}

/** One of everything for a user, as the ownership and mass-assignment tests need. */
export async function createWorld(user: TestUser) {
  await api.get('/api/user', user);
  const project = await createProject(user);
  const contractor = await createContractor(user);
  const estimate = await createEstimate(user, project.id, contractor.id);
  const expense = await createExpense(user, project.id, {
    contractorId: contractor.id,
    estimateId: estimate.id,
  });
  const milestone = await createMilestone(user, project.id);
  const changeOrder = await createChangeOrder(user, estimate.id);
  expect((await api.put(`/api/projects/${project.id}/budget`, user, budgetPlanPayload())).status).toBe(200);
  const home = await createHome(user);
  // The room is in the first home, so the world's own home stays empty (deletable).
  const room = await createRoom(user, 1);
  const item = await createHomeItem(user, room.id, { expenseIds: [expense.id], contractorId: contractor.id });
  const photo = await createPhoto(user, room.id);
  const basisReduction = await createBasisReduction(user, 1);
  const maintenanceTask = await createMaintenanceTask(user, 1);
  return {
    project,
    contractor,
    estimate,
    expense,
    milestone,
    changeOrder,
    home,
    room,
    item,
    photo,
    basisReduction,
    maintenanceTask,
  };
}

/** Everything a user can read through the API: compared before and after an attack. */
export async function snapshot(user: TestUser) {
  const [projects, expenses, contractors, estimates, profile, homes] = await Promise.all([
    api.get('/api/projects', user),
    api.get('/api/expenses', user),
    api.get('/api/contractors', user),
    api.get('/api/estimates', user),
    api.get('/api/user', user),
    api.get('/api/homes', user),
  ]);
  const perHome = (path: string) =>
    Promise.all(
      (homes.body as { id: number }[]).map(
        async (home) => (await api.get(`${path}?homeId=${home.id}`, user)).body as unknown,
      ),
    );
  const [rooms, basisReductions, maintenance] = await Promise.all([
    perHome('/api/rooms'),
    perHome('/api/basis-reductions'),
    perHome('/api/maintenance'),
  ]);
  // A room's photos, without their thumbnails' links (signed anew on every read).
  const photos = await Promise.all(
    (rooms.flat() as { id: number }[]).map(async (room) =>
      ((await api.get(`/api/photos?roomId=${room.id}`, user)).body as Record<string, unknown>[]).map(
        ({ thumbnailUrl: _link, ...photo }) => photo,
      ),
    ),
  );
  const milestones = await Promise.all(
    (projects.body as { id: number }[]).map(
      async (project) => (await api.get(`/api/milestones?projectId=${project.id}`, user)).body,
    ),
  );
  const summaries = await Promise.all(
    (projects.body as { id: number }[]).map(
      async (project) => (await api.get(`/api/projects/${project.id}/summary`, user)).body,
    ),
  );
  const perProject = (path: string) =>
    Promise.all(
      (projects.body as { id: number }[]).map(
        async (project) => (await api.get(`/api/projects/${project.id}/${path}`, user)).body,
      ),
    );
  const [budgets, forecasts] = await Promise.all([perProject('budget'), perProject('forecast')]);
  const changeOrders = await Promise.all(
    (estimates.body as { id: number }[]).map(
      async (estimate) => (await api.get(`/api/estimates/${estimate.id}/change-orders`, user)).body,
    ),
  );
  return {
    budgets,
    forecasts,
    changeOrders,
    projects: projects.body,
    expenses: expenses.body,
    contractors: contractors.body,
    estimates: estimates.body,
    profile: profile.body,
    homes: homes.body,
    rooms,
    photos,
    basisReductions,
    maintenance,
    milestones,
    summaries,
  };
}

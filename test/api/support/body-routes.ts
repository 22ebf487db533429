import { DEFAULT_REMINDER_SETTINGS } from '@reno/domain';
import type { RouteDefinition } from '@reno/functions/routes';
import { routes } from './api-client';
import type { createWorld } from './fixtures';
import { photoChangePayload, photoPayload } from './photos';
import {
  budgetPlanPayload,
  changeOrderPayload,
  contractorPayload,
  estimatePayload,
  expensePayload,
  homePayload,
  roomPayload,
  homeItemPayload,
  basisReductionPayload,
  maintenancePayload,
  milestonePayload,
  projectPayload,
  statementBatchPayload,
  statementRowPayload,
} from './fixtures';

type World = Awaited<ReturnType<typeof createWorld>>;

interface BodyRoute {
  route: RouteDefinition;
  routeKey: string;
  /** A body the route accepts for the world's owner. */
  valid: (world: World) => Record<string, unknown>;
  /** Fields whose absence or wrong type must be refused. */
  required: string[];
  /** Those of them that are yes-or-no flags (true and false are not wrong values for them). */
  flags?: readonly string[];
  /** The concrete URL, ids taken from the world. */
  url: (world: World) => string;
}

/** Every POST/PUT route of the table reads a JSON body, except these (with the reason). */
const routesWithoutJsonBody: Record<string, string> = {
  'POST /api/admin/users/{id}/upgrade': 'no body',
  'POST /api/admin/users/{id}/downgrade': 'no body',
  'POST /api/create-checkout-session': 'no body (billing)',
  'POST /api/create-portal-session': 'no body (billing)',
  'POST /api/check-subscription': 'no body (billing)',
  'POST /api/stripe/webhook': 'a raw body checked against the Stripe signature, tested with the webhook',
  'POST /api/projects/{id}/export': 'no body',
  'POST /api/household/invitations/{id}/resend': 'no body',
  'POST /api/calendar-link': 'no body (a new feed address)',
};

const catalog: Record<string, Omit<BodyRoute, 'route' | 'routeKey' | 'url'>> = {
  'POST /api/projects': { valid: () => projectPayload(), required: ['name', 'budget'] },
  'PUT /api/projects/{id}': { valid: () => projectPayload(), required: ['name', 'budget'] },
  'POST /api/expenses': {
    valid: (w) => expensePayload(w.project.id),
    required: ['projectId', 'description', 'amount', 'category', 'paymentMethod', 'date'],
  },
  'PUT /api/expenses/{id}': {
    valid: (w) => expensePayload(w.project.id),
    required: ['projectId', 'description', 'amount', 'category', 'paymentMethod', 'date'],
  },
  'POST /api/contractors': { valid: () => contractorPayload(), required: ['name'] },
  'PUT /api/contractors/{id}': { valid: () => contractorPayload(), required: ['name'] },
  'POST /api/estimates': {
    valid: (w) => estimatePayload(w.project.id, w.contractor.id),
    required: ['projectId', 'contractorId', 'title', 'amount', 'date'],
  },
  'PUT /api/estimates/{id}': {
    valid: (w) => estimatePayload(w.project.id, w.contractor.id),
    required: ['projectId', 'contractorId', 'title', 'amount', 'date'],
  },
  'POST /api/milestones': {
    valid: (w) => milestonePayload(w.project.id),
    required: ['projectId', 'title', 'category'],
  },
  'PUT /api/milestones/{id}': {
    valid: (w) => milestonePayload(w.project.id),
    required: ['projectId', 'title', 'category'],
  },
  'POST /api/homes': { valid: () => homePayload(), required: ['name'] },
  'PUT /api/homes/{id}': { valid: () => homePayload(), required: ['name'] },
  'POST /api/rooms': { valid: () => roomPayload(1), required: ['homeId', 'name'] },
  'PUT /api/rooms/{id}': { valid: () => roomPayload(1), required: ['homeId', 'name'] },
  'POST /api/items': {
    valid: (world) => homeItemPayload(world.room.id),
    required: ['roomId', 'kind', 'name'],
  },
  'PUT /api/items/{id}': {
    valid: (world) => homeItemPayload(world.room.id),
    required: ['roomId', 'kind', 'name'],
  },
  // A key of no upload: every bad body is refused before the key is looked for.
  'POST /api/photos': {
    valid: (world) => photoPayload(world.room.id, 'pending/users/fuzz/photos/a.jpg'),
    required: ['roomId', 'key', 'takenOn'],
  },
  'PUT /api/photos/{id}': { valid: () => photoChangePayload(), required: ['takenOn'] },
  'POST /api/basis-reductions': {
    valid: () => basisReductionPayload(1),
    required: ['homeId', 'kind', 'amount', 'date', 'description'],
  },
  'POST /api/maintenance': {
    valid: () => maintenancePayload(1),
    required: ['homeId', 'name', 'rule', 'intervalMonths', 'startDate'],
  },
  'PUT /api/maintenance/{id}': {
    valid: () => maintenancePayload(1),
    required: ['homeId', 'name', 'rule', 'intervalMonths', 'startDate'],
  },
  'POST /api/homes/{id}/packet': {
    valid: () => ({ includeBasis: true }),
    required: ['includeBasis'],
    flags: ['includeBasis'],
  },
  'POST /api/homes/{id}/share-links': {
    valid: () => ({ days: 14, showAmounts: false }),
    required: ['days', 'showAmounts'],
    flags: ['showAmounts'],
  },
  'POST /api/maintenance/{id}/done': {
    valid: () => ({ date: '2025-03-01', note: 'Done' }),
    required: ['date'],
  },
  // An empty list is a valid plan (no lines), so only the contingency is fuzzed as required.
  'PUT /api/projects/{id}/budget': { valid: () => budgetPlanPayload(), required: ['contingency'] },
  // A bare number is a valid amount (-1 is a credit of $1.00), so amount is fuzzed by the other kinds.
  'POST /api/estimates/{id}/change-orders': {
    valid: () => changeOrderPayload(),
    required: ['title', 'date'],
  },
  'PUT /api/change-orders/{id}': { valid: () => changeOrderPayload(), required: ['title', 'date'] },
  'PUT /api/estimates/{id}/schedule': {
    valid: () => ({ retainagePercentage: '0', installments: [{ kind: 'final', dueDate: '2025-06-01' }] }),
    required: ['installments'],
  },
  // The world's estimate has no schedule: a good body is answered 404, every bad one 400 before that.
  'PUT /api/estimates/{id}/installments/{installmentId}/waiver': {
    valid: () => ({ fileUrl: 'https://example.com/waiver.pdf', type: 'conditional', payment: 'progress' }),
    required: ['fileUrl', 'type', 'payment'],
  },
  'POST /api/statement-imports/check': {
    valid: () => ({ rows: [statementRowPayload()] }),
    required: ['rows'],
  },
  'POST /api/statement-imports/{id}/batches': {
    valid: (w) => statementBatchPayload(w.project.id),
    required: ['projectId', 'rows'],
  },
  'PUT /api/statement-imports/layout': {
    valid: () => ({
      shape: 'csv',
      layout: {
        delimiter: ';',
        header: false,
        date: 0,
        description: 2,
        amount: { kind: 'split', debit: 3, credit: 4 },
        dateOrder: 'dmy',
        decimalMark: ',',
      },
    }),
    required: ['shape', 'layout'],
  },
  'PUT /api/statement-imports/rules': {
    valid: () => ({ vendor: 'ACE HARDWARE', category: 'tools', paymentMethod: 'cash' }),
    required: ['vendor', 'category', 'paymentMethod'],
  },
  'POST /api/uploads': {
    valid: () => ({ kind: 'receipt', fileName: 'r.png', contentType: 'image/png', size: 1000 }),
    required: ['kind', 'fileName', 'contentType', 'size'],
  },
  'POST /api/signed-url': { valid: () => ({ s3Key: 'https://example.com/r.png' }), required: ['s3Key'] },
  // Another user's key: even a bad body that still parses is refused (404), and no scan is counted.
  'POST /api/receipts/scan': {
    valid: () => ({ s3Key: 'pending/users/someone-else/receipts/r.png' }),
    required: ['s3Key'],
  },
  'POST /api/household/invitations': {
    valid: () => ({ email: 'invitee-fuzz@example.com', role: 'viewer' }),
    required: ['email', 'role'],
  },
  'POST /api/invitations/accept': { valid: () => ({ token: 'never-sent' }), required: ['token'] },
  // The body is read before the member is looked up: no member is needed to fuzz it.
  'PUT /api/household/members/{userId}': { valid: () => ({ role: 'viewer' }), required: ['role'] },
  // true and false are valid flags, so the flags are fuzzed by the other kinds.
  'PUT /api/household/reminders': {
    valid: () => ({ ...DEFAULT_REMINDER_SETTINGS }),
    required: ['daysBefore'],
  },
  // No token; a token nobody was sent (a valid request is answered 404).
  'POST /api/reminders/unsubscribe': { valid: () => ({ token: 'never-sent' }), required: ['token'] },
  // No token; an address without an account (a valid request is answered 202 and stores nothing).
  'POST /api/auth/recovery': { valid: () => ({ email: 'nobody-fuzz@example.com' }), required: ['email'] },
  'POST /api/auth/recovery/confirm': {
    valid: () => ({ email: 'nobody-fuzz@example.com', code: '135790', newPassword: 'long enough' }),
    required: ['email', 'code', 'newPassword'],
  },
};

/** An import's id is the browser's UUID: any one names a new import. */
const FUZZ_IMPORT_ID = '0b6f3a52-3c1e-4d0c-9a57-0c2f6a1d9e11';

const idOf: Record<string, keyof World> = {
  projects: 'project',
  expenses: 'expense',
  contractors: 'contractor',
  estimates: 'estimate',
  milestones: 'milestone',
  homes: 'home',
};

/**
 * Paths whose {id} names another record than their resource's: change orders live in the estimates function,
 * rooms and maintenance tasks in the homes function.
 */
const recordByPath: readonly (readonly [string, keyof World])[] = [
  ['/api/change-orders/', 'changeOrder'],
  ['/api/rooms/', 'room'],
  ['/api/maintenance/', 'maintenanceTask'],
  ['/api/items/', 'item'],
  ['/api/photos/', 'photo'],
  // The home packet is started by the exports function.
  ['/api/homes/', 'home'],
];

const candidateBodyRoutes = routes.filter(
  (route) =>
    (route.method === 'POST' || route.method === 'PUT') &&
    !routesWithoutJsonBody[`${route.method} ${route.path}`],
);

/** The body routes with their catalog entry; a route missing from the catalog has `valid` undefined. */
export const bodyRoutes = candidateBodyRoutes.map((route) => {
  const routeKey = `${route.method} ${route.path}`;
  const entry = catalog[routeKey];
  const record: keyof World =
    recordByPath.find(([prefix]) => route.path.startsWith(prefix))?.[1] ?? idOf[route.resource]!;
  return {
    route,
    routeKey,
    entry,
    url: (world: World) =>
      route.resource === 'statement-imports'
        ? route.path.replace('{id}', FUZZ_IMPORT_ID)
        : route.path.includes('{id}')
          ? route.path.replace('{id}', String(world[record].id)).replace('{installmentId}', '1')
          : route.path.replace('{userId}', 'someone'),
  };
});

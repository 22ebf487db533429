import { CSV_LAYOUT } from '../support/statement-layout';

/**
 * One table of requests, replayed in order against the web tests' fake API (MSW) and against the local
 * stack. Each step may save the `id` of what it created under a name; later steps use it as `{name}` in
 * their path or body. Steps run as the signed-in test user unless `auth` says otherwise.
 */
export interface ContractStep {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path with `{name}` placeholders: `/api/projects/{kitchen}`. */
  path: string;
  body?: unknown;
  auth?: 'user' | 'none' | 'admin' | 'wrong-admin';
  /** Request headers beyond the token and the content type (If-Match, X-Household-Id); `{name}` filled. */
  headers?: Record<string, string>;
  /** Save `body.id` of the answer under this name. */
  save?: string;
  /** Save the ids of the answer's `expenseIds` (a statement import's batch) under these names, in order. */
  saveExpenseIds?: readonly string[];
}

const kitchen = {
  name: 'Kitchen remodel',
  description: 'New cabinets and counters',
  budget: '25000',
  taxRate: '13',
};

const estimate = (fields: Record<string, string>) => ({
  projectId: '{kitchen}',
  contractorId: '{alice}',
  cashPercentage: '0',
  taxedPercentage: '100',
  taxRate: '13',
  ...fields,
});

/** The expense 'boards' as changed: first on version 1, then again on that same (now stale) version. */
const boards = {
  projectId: '{kitchen}',
  description: 'Oak and maple boards',
  amount: '300',
  category: 'materials',
  paymentMethod: 'debit_card',
  date: '2025-03-15',
};

/** A well-formed job id no export has. */
const NO_SUCH_EXPORT = '00000000-0000-4000-8000-000000000000';

const plan = (category: string, planned: string) => ({ category, planned });

/** A statement's rows as the browser sends them: the first logged from a receipt, the last a refund. */
const statement = [
  {
    fingerprint: '0a0a0a0a0a0a0a01',
    date: '2025-04-03',
    description: 'THE HOME DEPOT #6543',
    amount: '42.50',
  },
  { fingerprint: '0a0a0a0a0a0a0a02', date: '2025-04-04', description: 'LOWES #1234 SEATTLE', amount: '120' },
  { fingerprint: '0a0a0a0a0a0a0a03', date: '2025-04-05', description: 'LOWES #1234 REFUND', amount: '-20' },
];
const confirmed = (row: (typeof statement)[number]) => ({
  ...row,
  category: 'materials',
  paymentMethod: 'credit_card',
});
/** More rows of the same import than the Free plan has room for. */
const moreRows = ['PAINT', 'TILES', 'GROUT'].map((word, index) =>
  confirmed({
    fingerprint: `0b0b0b0b0b0b0b0${index}`,
    date: '2025-04-06',
    description: `${word} SHOP`,
    amount: String(10 + index),
  }),
);
/** The id the browser made for the import. */
const STATEMENT_IMPORT = '11111111-2222-4333-8444-555555555555';
const STATEMENT_SHAPE = '/api/statement-imports/layout?shape=Date%2CDescription%2CAmount';

/** Reminder settings other than the defaults in every field. */
const reminders = {
  daysBefore: 5,
  installmentDue: false,
  installmentOverdue: false,
  milestoneOverdue: false,
  weeklyDigest: true,
};

export const contractTable: readonly ContractStep[] = [
  { name: 'no token is refused', method: 'GET', path: '/api/user', auth: 'none' },
  { name: 'the profile', method: 'GET', path: '/api/user' },
  { name: 'no projects yet', method: 'GET', path: '/api/projects' },
  {
    name: 'a project name too short',
    method: 'POST',
    path: '/api/projects',
    body: { ...kitchen, name: 'ab' },
  },
  { name: 'a project', method: 'POST', path: '/api/projects', body: kitchen, save: 'kitchen' },
  {
    name: 'a second project',
    method: 'POST',
    path: '/api/projects',
    body: { name: 'Bathroom refresh', budget: '8000' },
    save: 'bathroom',
  },
  { name: 'one project', method: 'GET', path: '/api/projects/{kitchen}' },
  {
    name: 'a project renamed, its other fields kept',
    method: 'PUT',
    path: '/api/projects/{kitchen}',
    body: { name: 'Kitchen and pantry', budget: '30000' },
  },
  { name: 'a project that does not exist', method: 'GET', path: '/api/projects/999999' },
  { name: 'no expenses yet', method: 'GET', path: '/api/expenses?projectId={kitchen}' },
  { name: 'the free plan allows an expense', method: 'GET', path: '/api/expenses/can_create' },
  {
    name: 'a contractor',
    method: 'POST',
    path: '/api/contractors',
    body: { name: 'Alice Carpenter', company: 'Alice & Co', hourlyRate: '55', specialty: 'Carpenter' },
    save: 'alice',
  },
  { name: 'a contractor without a name', method: 'POST', path: '/api/contractors', body: { company: 'X' } },
  { name: 'the contractors', method: 'GET', path: '/api/contractors' },
  {
    name: 'a page of one contractor, with the cursor to the next',
    method: 'GET',
    path: '/api/contractors?limit=1',
  },
  { name: 'a list limit out of range', method: 'GET', path: '/api/contractors?limit=101' },
  { name: 'a list cursor the API did not write', method: 'GET', path: '/api/contractors?cursor=bm9wZQ' },
  { name: 'the contractor count', method: 'GET', path: '/api/contractors/count' },
  { name: 'one contractor', method: 'GET', path: '/api/contractors/{alice}' },
  {
    name: 'a contractor changed',
    method: 'PUT',
    path: '/api/contractors/{alice}',
    body: { name: 'Alice Carpenter', phone: '555-0100', hourlyRate: '60' },
  },
  {
    name: 'an estimate',
    method: 'POST',
    path: '/api/estimates',
    body: estimate({
      title: 'Cabinet install',
      amount: '1000',
      cashPercentage: '20',
      taxedPercentage: '80',
      date: '2025-03-05',
      status: 'approved',
    }),
    save: 'install',
  },
  { name: 'the estimates of a project', method: 'GET', path: '/api/estimates?projectId={kitchen}' },
  { name: 'the estimates, a page of one', method: 'GET', path: '/api/estimates?limit=1' },
  { name: 'one estimate', method: 'GET', path: '/api/estimates/{install}' },
  {
    name: 'an estimate changed',
    method: 'PUT',
    path: '/api/estimates/{install}',
    body: estimate({
      title: 'Cabinet install and trim',
      amount: '1200',
      date: '2025-03-06',
      status: 'approved',
    }),
  },
  {
    name: 'an expense paying the estimate',
    method: 'POST',
    path: '/api/expenses',
    body: {
      projectId: '{kitchen}',
      description: 'Install deposit',
      amount: '400',
      category: 'labor',
      paymentMethod: 'check',
      date: '2025-03-14',
      notes: 'Half up front for the pantry',
      contractorId: '{alice}',
      estimateId: '{install}',
    },
    save: 'deposit',
  },
  {
    name: 'an expense for materials',
    method: 'POST',
    path: '/api/expenses',
    body: {
      projectId: '{kitchen}',
      description: 'Oak boards',
      amount: '249.99',
      category: 'materials',
      paymentMethod: 'credit_card',
      date: '2025-03-15',
    },
    save: 'boards',
  },
  {
    name: 'an expense without an amount',
    method: 'POST',
    path: '/api/expenses',
    body: { projectId: '{kitchen}', description: 'Nails', category: 'materials' },
  },
  { name: 'the expenses of a project', method: 'GET', path: '/api/expenses?projectId={kitchen}' },
  {
    name: 'search finds words in notes',
    method: 'GET',
    path: '/api/expenses?projectId={kitchen}&search=PANTRY',
  },
  {
    name: 'a page of one, with the cursor to the next',
    method: 'GET',
    path: '/api/expenses?projectId={kitchen}&pageSize=1',
  },
  {
    name: 'a category of a project is counted',
    method: 'GET',
    path: '/api/expenses?projectId={kitchen}&category=Materials',
  },
  {
    name: 'a date range of a project',
    method: 'GET',
    path: '/api/expenses?projectId={kitchen}&from=2025-03-15&to=2025-03-31',
  },
  {
    name: 'a category and a payment method together',
    method: 'GET',
    path: '/api/expenses?projectId={kitchen}&category=labor&paymentMethod=check&pageSize=1',
  },
  {
    name: 'a cursor the API did not write',
    method: 'GET',
    path: '/api/expenses?projectId={kitchen}&cursor=bm9wZQ',
  },
  { name: 'a filter without a project', method: 'GET', path: '/api/expenses?category=Materials' },
  { name: 'a page number without a project', method: 'GET', path: '/api/expenses?page=3&pageSize=1' },
  { name: "the household's expenses, a page of one", method: 'GET', path: '/api/expenses?pageSize=1' },
  { name: 'an invalid page size', method: 'GET', path: '/api/expenses?pageSize=0' },
  { name: 'one expense', method: 'GET', path: '/api/expenses/{boards}' },
  {
    name: 'an expense changed',
    method: 'PUT',
    path: '/api/expenses/{boards}',
    body: boards,
    headers: { 'If-Match': '"1"' },
  },
  {
    name: 'an expense changed on a version changed since',
    method: 'PUT',
    path: '/api/expenses/{boards}',
    body: { ...boards, amount: '310' },
    headers: { 'If-Match': '"1"' },
  },
  {
    name: 'an If-Match that is no version',
    method: 'PUT',
    path: '/api/expenses/{boards}',
    body: boards,
    headers: { 'If-Match': 'latest' },
  },
  { name: 'the estimate paid in part', method: 'GET', path: '/api/estimates/{install}' },
  { name: 'no budget plan yet', method: 'GET', path: '/api/projects/{kitchen}/budget' },
  {
    name: 'a budget plan over the project budget',
    method: 'PUT',
    path: '/api/projects/{kitchen}/budget',
    body: { contingency: '5000', lines: [plan('materials', '20000'), plan('labor', '6240')] },
  },
  {
    name: 'a budget plan with a line below zero',
    method: 'PUT',
    path: '/api/projects/{kitchen}/budget',
    body: { contingency: '0', lines: [plan('tools', '-5')] },
  },
  {
    name: 'a budget plan with a category twice',
    method: 'PUT',
    path: '/api/projects/{kitchen}/budget',
    body: { contingency: '0', lines: [plan('labor', '5'), plan('Labor', '6')] },
  },
  {
    name: 'a budget plan',
    method: 'PUT',
    path: '/api/projects/{kitchen}/budget',
    body: { contingency: '2000', lines: [plan('Materials', '12000'), plan('labor', '1000')] },
  },
  { name: 'the budget plan', method: 'GET', path: '/api/projects/{kitchen}/budget' },
  {
    name: 'an estimate in a budget category',
    method: 'POST',
    path: '/api/estimates',
    body: estimate({
      title: 'Wiring',
      amount: '2000',
      date: '2025-03-08',
      status: 'approved',
      category: 'labor',
    }),
    save: 'wiring',
  },
  {
    name: 'a change order without a title, of zero',
    method: 'POST',
    path: '/api/estimates/{wiring}/change-orders',
    body: { amount: '0', date: '2025-03-09' },
  },
  {
    name: 'a change order',
    method: 'POST',
    path: '/api/estimates/{wiring}/change-orders',
    body: { title: 'Extra outlets', amount: '300', date: '2025-03-09' },
    save: 'outlets',
  },
  {
    name: 'a credit',
    method: 'POST',
    path: '/api/estimates/{wiring}/change-orders',
    body: { title: 'Fixture credit', description: 'Owner buys them', amount: '-120.5', date: '2025-03-10' },
    save: 'credit',
  },
  { name: 'the change orders of an estimate', method: 'GET', path: '/api/estimates/{wiring}/change-orders' },
  {
    name: 'a change order approved',
    method: 'PUT',
    path: '/api/change-orders/{outlets}',
    body: { title: 'Extra outlets', amount: '300', date: '2025-03-09', status: 'approved' },
  },
  { name: 'the estimate revised by it', method: 'GET', path: '/api/estimates/{wiring}' },
  { name: 'the forecast', method: 'GET', path: '/api/projects/{kitchen}/forecast' },
  { name: 'a change order deleted', method: 'DELETE', path: '/api/change-orders/{credit}' },
  {
    name: 'a change order that is gone',
    method: 'PUT',
    path: '/api/change-orders/{credit}',
    body: { title: 'Fixture credit', amount: '-120.5', date: '2025-03-10' },
  },
  {
    name: 'the change orders of an estimate that does not exist',
    method: 'GET',
    path: '/api/estimates/999999/change-orders',
  },
  {
    name: 'the forecast of a project that does not exist',
    method: 'GET',
    path: '/api/projects/999999/forecast',
  },
  { name: 'the project summary', method: 'GET', path: '/api/projects/{kitchen}/summary' },
  { name: 'the projects with their totals', method: 'GET', path: '/api/projects' },
  {
    name: 'a milestone',
    method: 'POST',
    path: '/api/milestones',
    body: { projectId: '{kitchen}', title: 'Demolition', category: 'Demolition', targetDate: '2025-04-01' },
    save: 'demolition',
  },
  {
    name: 'a milestone in the other project',
    method: 'POST',
    path: '/api/milestones',
    body: { projectId: '{bathroom}', title: 'Tiling', category: 'Flooring', description: 'Floor and walls' },
    save: 'tiling',
  },
  {
    name: 'a milestone without a title',
    method: 'POST',
    path: '/api/milestones',
    body: { projectId: '{kitchen}' },
  },
  { name: 'the milestones of a project', method: 'GET', path: '/api/milestones?projectId={kitchen}' },
  {
    name: 'the milestones of a project, a page of one',
    method: 'GET',
    path: '/api/milestones?projectId={kitchen}&limit=1',
  },
  { name: 'the homes: the first one before any was added', method: 'GET', path: '/api/homes' },
  {
    name: 'a home',
    method: 'POST',
    path: '/api/homes',
    body: {
      name: 'Lake cabin',
      address: '4 Shore Road',
      yearBuilt: '1978',
      purchaseDate: '2021-07-15',
      purchasePrice: '285000',
      settlementCosts: '4120.50',
    },
    save: 'cabin',
  },
  {
    name: 'a home without a name or a real year',
    method: 'POST',
    path: '/api/homes',
    body: { yearBuilt: 1200 },
  },
  {
    name: 'a home renamed, its purchase left out',
    method: 'PUT',
    path: '/api/homes/{cabin}',
    body: { name: 'The cabin', address: '4 Shore Road' },
  },
  { name: 'a home that is not there', method: 'PUT', path: '/api/homes/999', body: { name: 'Nowhere' } },
  {
    name: 'a project in the cabin',
    method: 'POST',
    path: '/api/projects',
    body: { name: 'Cabin deck', budget: '9000', homeId: '{cabin}' },
    save: 'deck',
  },
  {
    name: 'a project in a home that is not there',
    method: 'POST',
    path: '/api/projects',
    body: { name: 'Shed', budget: '500', homeId: 999 },
  },
  { name: 'a home with a project is kept', method: 'DELETE', path: '/api/homes/{cabin}' },
  {
    name: 'the project moved to the first home',
    method: 'PUT',
    path: '/api/projects/{deck}',
    body: { name: 'Cabin deck', budget: '9000', homeId: 1 },
  },
  { name: 'the empty home deleted', method: 'DELETE', path: '/api/homes/{cabin}' },
  { name: 'the last home is kept', method: 'DELETE', path: '/api/homes/1' },
  { name: 'the homes after', method: 'GET', path: '/api/homes' },
  {
    name: 'a payment schedule asking for more than the estimate',
    method: 'PUT',
    path: '/api/estimates/{wiring}/schedule',
    body: {
      installments: [
        { kind: 'deposit', amount: '99999', dueDate: '2025-04-01' },
        { kind: 'final', dueDate: '2025-06-01' },
      ],
    },
  },
  {
    name: 'a payment schedule with retainage',
    method: 'PUT',
    path: '/api/estimates/{wiring}/schedule',
    body: {
      retainagePercentage: '5',
      installments: [
        { kind: 'deposit', percentage: '10', dueDate: '2025-04-01' },
        { kind: 'progress', label: 'Rough-in', percentage: '40', dueDate: '2025-05-01' },
        { kind: 'final', milestoneId: '{demolition}' },
      ],
    },
  },
  {
    name: 'the forecast with the payments scheduled',
    method: 'GET',
    path: '/api/projects/{kitchen}/forecast',
  },
  {
    name: 'a lien waiver',
    method: 'PUT',
    path: '/api/estimates/{wiring}/installments/1/waiver',
    body: { fileUrl: 'https://example.com/waiver.pdf', type: 'conditional', payment: 'progress' },
  },
  {
    name: 'a lien waiver of an unknown type',
    method: 'PUT',
    path: '/api/estimates/{wiring}/installments/1/waiver',
    body: { fileUrl: 'https://example.com/waiver.pdf', type: 'maybe', payment: 'progress' },
  },
  {
    name: 'a lien waiver on an installment the schedule does not have',
    method: 'PUT',
    path: '/api/estimates/{wiring}/installments/99/waiver',
    body: { fileUrl: 'https://example.com/waiver.pdf', type: 'conditional', payment: 'progress' },
  },
  {
    name: 'a payment schedule dropping the installment with a waiver',
    method: 'PUT',
    path: '/api/estimates/{wiring}/schedule',
    body: { installments: [{ kind: 'final', dueDate: '2025-06-01' }] },
  },
  { name: 'a lien waiver removed', method: 'DELETE', path: '/api/estimates/{wiring}/installments/1/waiver' },
  { name: 'a payment schedule removed', method: 'DELETE', path: '/api/estimates/{wiring}/schedule' },
  {
    name: 'a milestone changed',
    method: 'PUT',
    path: '/api/milestones/{demolition}',
    body: {
      projectId: '{kitchen}',
      title: 'Demolition and haul-away',
      category: 'Demolition',
      targetDate: null,
    },
  },
  { name: 'a milestone completed', method: 'PATCH', path: '/api/milestones/{demolition}/complete' },
  { name: 'a milestone deleted', method: 'DELETE', path: '/api/milestones/{tiling}' },
  {
    name: 'an upload form',
    method: 'POST',
    path: '/api/uploads',
    body: { kind: 'receipt', fileName: 'receipt.jpg', contentType: 'image/jpeg', size: 2048 },
  },
  {
    name: 'an upload of a type receipts may not have',
    method: 'POST',
    path: '/api/uploads',
    body: { kind: 'receipt', fileName: 'notes.txt', contentType: 'text/plain', size: 20 },
  },
  { name: 'a signed URL without a key', method: 'POST', path: '/api/signed-url', body: {} },
  { name: 'a receipt scan without a key', method: 'POST', path: '/api/receipts/scan', body: {} },
  {
    name: 'a receipt scan of a key that is not the caller’s',
    method: 'POST',
    path: '/api/receipts/scan',
    body: { s3Key: 'pending/users/someone-else/receipts/r.jpg' },
  },
  { name: 'the subscription', method: 'GET', path: '/api/subscription-status' },
  { name: 'the plan limit on contractors', method: 'GET', path: '/api/contractors/count' },
  { name: 'a checkout session', method: 'POST', path: '/api/create-checkout-session', body: {} },
  {
    name: 'a portal session before any payment',
    method: 'POST',
    path: '/api/create-portal-session',
    body: {},
  },
  { name: 'a subscription check', method: 'POST', path: '/api/check-subscription', body: {} },
  { name: 'an unsigned webhook', method: 'POST', path: '/api/stripe/webhook', body: {}, auth: 'none' },
  {
    name: 'the admin list with a wrong password',
    method: 'GET',
    path: '/api/admin/users',
    auth: 'wrong-admin',
  },
  { name: 'the admin list', method: 'GET', path: '/api/admin/users', auth: 'admin' },
  {
    name: 'an upgrade by the operator',
    method: 'POST',
    path: '/api/admin/users/{me}/upgrade',
    auth: 'admin',
  },
  { name: 'the plan after the upgrade', method: 'GET', path: '/api/subscription-status' },
  {
    name: 'a downgrade by the operator',
    method: 'POST',
    path: '/api/admin/users/{me}/downgrade',
    auth: 'admin',
  },
  { name: 'an expense deleted', method: 'DELETE', path: '/api/expenses/{boards}' },
  { name: 'an expense that is gone', method: 'GET', path: '/api/expenses/{boards}' },
  { name: 'an estimate deleted', method: 'DELETE', path: '/api/estimates/{install}' },
  { name: 'the expense unlinked from it', method: 'GET', path: '/api/expenses/{deposit}' },
  {
    name: 'another estimate',
    method: 'POST',
    path: '/api/estimates',
    body: estimate({ title: 'Counters', amount: '3000', date: '2025-03-07', status: 'pending' }),
    save: 'counters',
  },
  { name: 'a project deleted', method: 'DELETE', path: '/api/projects/{kitchen}' },
  { name: 'its estimates are gone', method: 'GET', path: '/api/estimates' },
  { name: 'its milestones are gone', method: 'GET', path: '/api/milestones?projectId={kitchen}' },
  { name: 'its expenses are gone', method: 'GET', path: '/api/expenses' },
  { name: 'a contractor deleted', method: 'DELETE', path: '/api/contractors/{alice}' },
  { name: 'a contractor that is gone', method: 'GET', path: '/api/contractors/{alice}' },
  { name: 'the projects left', method: 'GET', path: '/api/projects' },
  { name: 'the households: my own', method: 'GET', path: '/api/households' },
  { name: 'my household', method: 'GET', path: '/api/household' },
  {
    name: 'my household, named',
    method: 'GET',
    path: '/api/household',
    headers: { 'X-Household-Id': '{me}' },
  },
  {
    name: 'the records of a household I am not in',
    method: 'GET',
    path: '/api/projects',
    headers: { 'X-Household-Id': 'someone-else-entirely' },
  },
  {
    name: 'a write in a household I am not in',
    method: 'POST',
    path: '/api/contractors',
    body: { name: 'Nobody' },
    headers: { 'X-Household-Id': 'someone-else-entirely' },
  },
  { name: 'my reminder settings: the defaults', method: 'GET', path: '/api/household/reminders' },
  {
    name: 'reminder settings with days before out of range',
    method: 'PUT',
    path: '/api/household/reminders',
    body: { ...reminders, daysBefore: 31 },
  },
  { name: 'reminder settings saved', method: 'PUT', path: '/api/household/reminders', body: reminders },
  { name: 'my reminder settings as saved', method: 'GET', path: '/api/household/reminders' },
  {
    name: 'the reminder settings of a household I am not in',
    method: 'GET',
    path: '/api/household/reminders',
    headers: { 'X-Household-Id': 'someone-else-entirely' },
  },
  {
    name: 'an unsubscribe token nobody was sent',
    method: 'POST',
    path: '/api/reminders/unsubscribe',
    body: { token: 'never-sent' },
    auth: 'none',
  },
  {
    name: 'an unsubscribe without a token',
    method: 'POST',
    path: '/api/reminders/unsubscribe',
    body: {},
    auth: 'none',
  },
  {
    name: 'an invitation',
    method: 'POST',
    path: '/api/household/invitations',
    body: { email: 'Sam.Contract@example.com', role: 'editor' },
    save: 'samInvitation',
  },
  {
    name: 'an invitation as owner',
    method: 'POST',
    path: '/api/household/invitations',
    body: { email: 'x@example.com', role: 'owner' },
  },
  {
    name: 'an invitation to myself',
    method: 'POST',
    path: '/api/household/invitations',
    body: { email: 'contract@example.com', role: 'viewer' },
  },
  {
    name: 'an invitation to an address already invited',
    method: 'POST',
    path: '/api/household/invitations',
    body: { email: 'sam.contract@example.com', role: 'viewer' },
  },
  { name: 'my household with its invitation', method: 'GET', path: '/api/household' },
  { name: 'an invitation resent', method: 'POST', path: '/api/household/invitations/{samInvitation}/resend' },
  { name: 'an invitation cancelled', method: 'DELETE', path: '/api/household/invitations/{samInvitation}' },
  {
    name: 'an invitation that is gone',
    method: 'DELETE',
    path: '/api/household/invitations/{samInvitation}',
  },
  {
    name: 'a token nobody was sent',
    method: 'POST',
    path: '/api/invitations/accept',
    body: { token: 'never' },
  },
  { name: 'an accept without a token', method: 'POST', path: '/api/invitations/accept', body: {} },
  {
    name: 'the owner’s role changed',
    method: 'PUT',
    path: '/api/household/members/{me}',
    body: { role: 'viewer' },
  },
  {
    name: 'the role of someone who is no member',
    method: 'PUT',
    path: '/api/household/members/someone',
    body: { role: 'viewer' },
  },
  { name: 'the owner leaving', method: 'DELETE', path: '/api/household/members/{me}' },
  { name: 'removing someone who is no member', method: 'DELETE', path: '/api/household/members/someone' },
  { name: 'an export of a project that does not exist', method: 'POST', path: '/api/projects/999999/export' },
  // Only the start's answer is fixed: the worker moves the job on at its own pace.
  { name: 'an export started', method: 'POST', path: '/api/projects/{bathroom}/export', save: 'records' },
  { name: 'an export cancelled', method: 'DELETE', path: '/api/exports/{records}' },
  { name: 'an export that does not exist', method: 'GET', path: `/api/exports/${NO_SUCH_EXPORT}` },
  {
    name: 'cancelling an export that does not exist',
    method: 'DELETE',
    path: `/api/exports/${NO_SUCH_EXPORT}`,
  },
  {
    name: 'a recovery code for an address without an account',
    method: 'POST',
    path: '/api/auth/recovery',
    body: { email: 'nobody-contract@example.com' },
    auth: 'none',
  },
  {
    name: 'a recovery request without an address',
    method: 'POST',
    path: '/api/auth/recovery',
    body: {},
    auth: 'none',
  },
  {
    name: 'a recovery code that was never sent',
    method: 'POST',
    path: '/api/auth/recovery/confirm',
    body: { email: 'nobody-contract@example.com', code: '135790', newPassword: 'long enough' },
    auth: 'none',
  },
  {
    name: 'a recovered password too short',
    method: 'POST',
    path: '/api/auth/recovery/confirm',
    body: { email: 'nobody-contract@example.com', code: '135790', newPassword: 'short' },
    auth: 'none',
  },
  // Statement imports, on the Free plan again with no expense left (the kitchen's went with it).
  { name: 'no statement layout yet', method: 'GET', path: STATEMENT_SHAPE },
  { name: 'a statement layout without a shape', method: 'GET', path: '/api/statement-imports/layout' },
  {
    name: 'a statement layout with one column as debit and credit',
    method: 'PUT',
    path: '/api/statement-imports/layout',
    body: {
      shape: 'Date,Description,Amount',
      layout: { ...CSV_LAYOUT, amount: { kind: 'split', debit: 2, credit: 2 } },
    },
  },
  {
    name: 'a statement layout remembered',
    method: 'PUT',
    path: '/api/statement-imports/layout',
    body: { shape: 'Date,Description,Amount', layout: CSV_LAYOUT },
  },
  { name: 'the statement layout as remembered', method: 'GET', path: STATEMENT_SHAPE },
  {
    name: 'an expense logged from a receipt',
    method: 'POST',
    path: '/api/expenses',
    body: {
      projectId: '{bathroom}',
      description: 'Home Depot',
      amount: '42.50',
      category: 'materials',
      paymentMethod: 'credit_card',
      date: '2025-04-02',
    },
    save: 'receipt',
  },
  {
    name: 'a statement checked',
    method: 'POST',
    path: '/api/statement-imports/check',
    body: { rows: statement },
  },
  {
    name: 'a statement check without rows',
    method: 'POST',
    path: '/api/statement-imports/check',
    body: { rows: [] },
  },
  {
    name: 'a batch of a statement',
    method: 'POST',
    path: `/api/statement-imports/${STATEMENT_IMPORT}/batches`,
    body: { projectId: '{bathroom}', rows: statement.slice(1).map(confirmed) },
    saveExpenseIds: ['lumber', 'refund'],
  },
  {
    name: 'a batch the Free plan has room for in part',
    method: 'POST',
    path: `/api/statement-imports/${STATEMENT_IMPORT}/batches`,
    body: { projectId: '{bathroom}', rows: moreRows },
    saveExpenseIds: ['paint', 'tiles'],
  },
  {
    name: 'a batch again: nothing stored twice',
    method: 'POST',
    path: `/api/statement-imports/${STATEMENT_IMPORT}/batches`,
    body: { projectId: '{bathroom}', rows: statement.slice(1).map(confirmed) },
  },
  {
    name: 'a batch with an unreadable fingerprint',
    method: 'POST',
    path: `/api/statement-imports/${STATEMENT_IMPORT}/batches`,
    body: { projectId: '{bathroom}', rows: [{ ...confirmed(statement[1]!), fingerprint: 'LOWES' }] },
  },
  {
    name: 'the statement checked again',
    method: 'POST',
    path: '/api/statement-imports/check',
    body: { rows: statement },
  },
  { name: 'the rules learned from the batches', method: 'GET', path: '/api/statement-imports/rules' },
  {
    name: 'a rule set by hand',
    method: 'PUT',
    path: '/api/statement-imports/rules',
    body: { vendor: 'HOME DEPOT', category: 'Tools', paymentMethod: 'debit_card' },
    save: 'homeDepot',
  },
  {
    name: 'a rule without a vendor',
    method: 'PUT',
    path: '/api/statement-imports/rules',
    body: { vendor: ' ', category: 'tools', paymentMethod: 'debit_card' },
  },
  { name: 'a rule deleted', method: 'DELETE', path: '/api/statement-imports/rules/{homeDepot}' },
  { name: 'a rule that is gone', method: 'DELETE', path: '/api/statement-imports/rules/{homeDepot}' },
  { name: 'the expenses an import stored', method: 'GET', path: '/api/expenses?projectId={bathroom}' },
  { name: 'an import undone', method: 'DELETE', path: `/api/statement-imports/${STATEMENT_IMPORT}` },
  {
    name: 'an import with nothing left to undo',
    method: 'DELETE',
    path: `/api/statement-imports/${STATEMENT_IMPORT}`,
  },
  { name: 'an import id that is no UUID', method: 'DELETE', path: '/api/statement-imports/last-month' },
  {
    name: 'a batch into a project that does not exist',
    method: 'POST',
    path: `/api/statement-imports/${STATEMENT_IMPORT}/batches`,
    body: { projectId: 999999, rows: statement.slice(1, 2).map(confirmed) },
  },
  { name: 'the expenses after the undo', method: 'GET', path: '/api/expenses?projectId={bathroom}' },
];

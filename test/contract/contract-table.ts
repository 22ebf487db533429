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
  /** Save `body.id` of the answer under this name. */
  save?: string;
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

/** A well-formed job id no export has. */
const NO_SUCH_EXPORT = '00000000-0000-4000-8000-000000000000';

const plan = (category: string, planned: string) => ({ category, planned });

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
  { name: 'the category filter ignores case', method: 'GET', path: '/api/expenses?category=Materials' },
  { name: 'a page past the end', method: 'GET', path: '/api/expenses?page=3&pageSize=1' },
  { name: 'an invalid page size', method: 'GET', path: '/api/expenses?pageSize=0' },
  { name: 'one expense', method: 'GET', path: '/api/expenses/{boards}' },
  {
    name: 'an expense changed',
    method: 'PUT',
    path: '/api/expenses/{boards}',
    body: {
      projectId: '{kitchen}',
      description: 'Oak and maple boards',
      amount: '300',
      category: 'materials',
      paymentMethod: 'debit_card',
      date: '2025-03-15',
    },
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
];

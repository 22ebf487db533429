// A small in-memory stand-in for the HTTP API at the network boundary (global fetch), answering
// SPEC §7's routes with SPEC-shaped JSON and SPEC §8's error bodies. Component tests only: the real
// handlers are exercised by the API and browser tests against the local stack.
import {
  centsToDecimal,
  expenseInputSchema,
  issuesFromZod,
  PLAN_LIMIT_MESSAGES,
  projectCreateSchema,
  uploadRequestSchema,
  toCents,
  type AdminUserRow,
  type Contractor,
  type Estimate,
  type Expense,
  type Project,
  type ProjectSummary,
  type User,
} from '@reno/domain';

export interface FakeDb {
  user: User | null;
  projects: Project[];
  expenses: Expense[];
  contractors: Contractor[];
  estimates: Estimate[];
  /** Free-plan expense limit; null for unlimited. */
  expenseLimit: number | null;
  adminPassword: string;
  adminUsers: AdminUserRow[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

export const TEST_ID_TOKEN = 'test-id-token';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const testUser: User = {
  id: 'user-sub-1',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Builder',
  subscriptionStatus: 'free',
  subscriptionEndDate: null,
  createdAt: '2025-01-02T10:00:00.000Z',
};

export function makeProject(overrides: Partial<Project> & Pick<Project, 'id' | 'name'>): Project {
  return {
    userId: testUser.id,
    slug: overrides.name.toLowerCase().replace(/\W+/g, '-'),
    description: null,
    budget: '10000.00',
    taxRate: '13.00',
    startDate: '2025-03-01T12:00:00.000Z',
    createdAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function makeExpense(overrides: Partial<Expense> & Pick<Expense, 'id' | 'projectId'>): Expense {
  return {
    userId: testUser.id,
    contractorId: null,
    estimateId: null,
    description: `Expense ${overrides.id}`,
    amount: '100.00',
    category: 'materials',
    paymentMethod: 'credit_card',
    date: '2025-03-10',
    notes: null,
    imageUrl: null,
    createdAt: '2025-03-10T12:00:00.000Z',
    ...overrides,
  };
}

const sumCents = (values: string[]) => values.reduce((total, value) => total + (toCents(value) ?? 0), 0);

export function createFakeApi(initial: Partial<FakeDb> = {}) {
  const db: FakeDb = {
    user: testUser,
    projects: [],
    expenses: [],
    contractors: [],
    estimates: [],
    expenseLimit: 5,
    adminPassword: 'admin-secret',
    adminUsers: [],
    // Copies: the routes change records in place, and fixtures are shared between tests.
    ...structuredClone(initial),
  };
  const requests: RecordedRequest[] = [];
  const overrides = new Map<string, Responder>();
  const holds = new Map<string, Promise<void>>();
  let nextId = 1000;

  const projectExpenses = (projectId: number) =>
    db.expenses.filter((expense) => expense.projectId === projectId);
  const withTotals = (project: Project): Project => ({
    ...project,
    totalSpent: centsToDecimal(sumCents(projectExpenses(project.id).map((expense) => expense.amount))),
  });

  function summary(project: Project): ProjectSummary {
    const expenses = projectExpenses(project.id);
    const budget = toCents(project.budget) ?? 0;
    const spent = sumCents(expenses.map((expense) => expense.amount));
    const breakdown: Record<string, string> = {};
    for (const expense of expenses) {
      const cents = (toCents(breakdown[expense.category] ?? '0') ?? 0) + (toCents(expense.amount) ?? 0);
      breakdown[expense.category] = centsToDecimal(cents);
    }
    const approved = db.estimates.filter(
      (estimate) => estimate.projectId === project.id && estimate.status === 'approved',
    );
    return {
      totalBudget: project.budget,
      totalSpent: centsToDecimal(spent),
      remaining: centsToDecimal(budget - spent),
      budgetUsedPercent: budget > 0 ? (spent / budget) * 100 : 0,
      totalEstimates: centsToDecimal(sumCents(approved.map((estimate) => estimate.totalWithTax))),
      paidEstimates: centsToDecimal(sumCents(approved.map((estimate) => estimate.paidAmount))),
      categoryBreakdown: breakdown,
    };
  }

  const notFound = () => json(404, { error: 'Not found' });
  const invalid = (issues: Parameters<typeof issuesFromZod>[0]) =>
    json(400, { error: 'Validation failed', details: issuesFromZod(issues) });

  function route(request: RecordedRequest): Response {
    const { method, path, search } = request;
    const segments = path.split('/').filter(Boolean); // ['api', 'projects', '3', 'summary']
    const [, resource, idText, action] = segments;
    const id = idText !== undefined && /^\d+$/.test(idText) ? Number(idText) : null;

    // Like the JWT authorizer: no valid Bearer ID token, no answer.
    if (request.headers.get('Authorization') !== `Bearer ${TEST_ID_TOKEN}` || !db.user) {
      return json(401, { message: 'Unauthorized' });
    }
    if (resource === 'user' && method === 'GET') return json(200, db.user);

    if (resource === 'projects') {
      if (method === 'GET' && !idText) return json(200, db.projects.map(withTotals));
      if (method === 'POST' && !idText) {
        const parsed = projectCreateSchema.safeParse(request.body);
        if (!parsed.success) return invalid(parsed.error.issues);
        const project = makeProject({
          id: nextId++,
          name: parsed.data.name,
          description: parsed.data.description,
          budget: centsToDecimal(parsed.data.budget),
          taxRate: centsToDecimal(parsed.data.taxRate),
          startDate: new Date().toISOString(),
        });
        db.projects.push(project);
        return json(201, withTotals(project));
      }
      const project = db.projects.find((candidate) => candidate.id === id);
      if (!project) return notFound();
      if (method === 'GET' && action === 'summary') return json(200, summary(project));
      if (method === 'GET') return json(200, withTotals(project));
      if (method === 'PUT') {
        const parsed = projectCreateSchema.safeParse(request.body);
        if (!parsed.success) return invalid(parsed.error.issues);
        Object.assign(project, {
          name: parsed.data.name,
          description: parsed.data.description,
          budget: centsToDecimal(parsed.data.budget),
          taxRate: centsToDecimal(parsed.data.taxRate),
        });
        return json(200, withTotals(project));
      }
      if (method === 'DELETE') {
        db.projects = db.projects.filter((candidate) => candidate.id !== id);
        db.expenses = db.expenses.filter((expense) => expense.projectId !== id);
        return json(200, { success: true });
      }
    }

    if (resource === 'expenses') {
      if (method === 'GET' && idText === 'can_create') {
        const count = db.expenses.length;
        return json(200, { canCreate: db.expenseLimit === null || count < db.expenseLimit, count });
      }
      if (method === 'GET' && !idText) {
        const projectId = Number(search.get('projectId')) || null;
        const page = Number(search.get('page')) || 1;
        const pageSize = Number(search.get('pageSize')) || 25;
        const text = (search.get('search') ?? '').toLowerCase();
        const category = search.get('category');
        const paymentMethod = search.get('paymentMethod');
        const matching = db.expenses
          .filter((expense) => projectId === null || expense.projectId === projectId)
          .filter((expense) => !text || expense.description.toLowerCase().includes(text))
          .filter((expense) => !category || expense.category === category)
          .filter((expense) => !paymentMethod || expense.paymentMethod === paymentMethod)
          .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
        return json(200, {
          expenses: matching.slice((page - 1) * pageSize, page * pageSize),
          totalCount: matching.length,
          totalPages: Math.max(1, Math.ceil(matching.length / pageSize)),
        });
      }
      if (method === 'POST' && !idText) {
        if (db.expenseLimit !== null && db.expenses.length >= db.expenseLimit) {
          return json(403, { error: PLAN_LIMIT_MESSAGES.expenses, upgradeRequired: true });
        }
        const parsed = expenseInputSchema.safeParse(request.body);
        if (!parsed.success) return invalid(parsed.error.issues);
        const expense = makeExpense({
          ...parsed.data,
          id: nextId++,
          amount: centsToDecimal(parsed.data.amount),
        });
        db.expenses.push(expense);
        return json(201, expense);
      }
      const expense = db.expenses.find((candidate) => candidate.id === id);
      if (!expense) return notFound();
      if (method === 'GET') return json(200, expense);
      if (method === 'PUT') {
        const parsed = expenseInputSchema.safeParse(request.body);
        if (!parsed.success) return invalid(parsed.error.issues);
        Object.assign(expense, { ...parsed.data, amount: centsToDecimal(parsed.data.amount) });
        return json(200, expense);
      }
      if (method === 'DELETE') {
        db.expenses = db.expenses.filter((candidate) => candidate.id !== id);
        return json(200, { success: true });
      }
    }

    if (resource === 'uploads' && method === 'POST') {
      const parsed = uploadRequestSchema.safeParse(request.body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const key = `users/${db.user.id}/${parsed.data.kind}/${nextId++}-${parsed.data.fileName}`;
      return json(200, {
        url: 'http://s3.test/receipts',
        fields: { key, Policy: 'policy', 'X-Amz-Signature': 'sig' },
        key,
      });
    }
    if (resource === 'signed-url' && method === 'POST') {
      const { s3Key } = (request.body ?? {}) as { s3Key?: string };
      return s3Key
        ? json(200, { signedUrl: `http://s3.test/signed/${s3Key}` })
        : json(400, { error: 's3Key is required' });
    }
    if (resource === 'contractors' && method === 'GET' && !idText) return json(200, db.contractors);
    if (resource === 'contractors' && method === 'GET' && idText === 'count') {
      return json(200, { count: db.contractors.length });
    }
    if (resource === 'estimates' && method === 'GET' && !idText) return json(200, db.estimates);

    if (resource === 'admin') {
      if (request.headers.get('x-admin-password') !== db.adminPassword) {
        return json(401, { error: 'Invalid admin password' });
      }
      if (method === 'GET' && idText === 'users' && segments.length === 3) return json(200, db.adminUsers);
      const userId = segments[3];
      const change = segments[4];
      const user = db.adminUsers.find((candidate) => candidate.id === userId);
      if (method === 'POST' && user && (change === 'upgrade' || change === 'downgrade')) {
        user.subscriptionStatus = change === 'upgrade' ? 'active' : 'free';
        return json(200, {
          message: `User ${change === 'upgrade' ? 'upgraded to Pro' : 'downgraded to Free'}`,
        });
      }
    }
    return notFound();
  }

  async function fetchImpl(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://app.test',
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const bodyText = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      search: url.searchParams,
      headers: new Headers(init.headers),
      body: bodyText === undefined ? undefined : JSON.parse(bodyText),
    };
    requests.push(request);
    const key = `${method} ${url.pathname}`;
    const hold = holds.get(key);
    if (hold) await hold;
    const override = overrides.get(key);
    return override ? override(request) : route(request);
  }

  return {
    db,
    requests,
    fetch: fetchImpl,
    /** Answers `METHOD /path` with a responder instead of the in-memory routes. */
    override(key: string, responder: Responder) {
      overrides.set(key, responder);
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

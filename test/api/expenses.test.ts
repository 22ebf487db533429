import { describe, expect, it } from 'vitest';
import { api, newUser } from './support/api-client';
import type { TestUser } from './support/api-client';
import { TEST_ADMIN_PASSWORD } from './support/constants';
import {
  createContractor,
  createEstimate,
  createExpense,
  createProject,
  expensePayload,
  newRecordEdits,
} from './support/fixtures';
import { objectExists, putObject, readObject, uploadThroughApi } from './support/s3';

async function upgradeToPro(user: TestUser) {
  await api.get('/api/user', user);
  const response = await api.post(`/api/admin/users/${user.sub}/upgrade`, await newUser(), undefined, {
    headers: { 'x-admin-password': TEST_ADMIN_PASSWORD },
  });
  expect(response.status).toBe(200);
}

describe('expenses: create, read, update, delete', () => {
  it('creates an expense and returns it in wire form', async () => {
    const user = await newUser();
    const project = await createProject(user);

    const response = await api.post('/api/expenses', user, expensePayload(project.id, { notes: '  bulk  ' }));

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      userId: user.sub,
      projectId: project.id,
      contractorId: null,
      estimateId: null,
      description: 'Cabinet hinges',
      amount: '120.50',
      category: 'materials',
      paymentMethod: 'credit_card',
      date: '2025-03-14',
      notes: 'bulk',
      imageUrl: null,
      basisClass: null,
      removedOn: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ...newRecordEdits(user),
    });
    expect((await api.get(`/api/expenses/${response.body.id}`, user)).body).toEqual(response.body);
  });

  it.each([
    ['description', { description: '' }, 'Description is required'],
    ['amount', { amount: '0' }, 'Amount must be greater than 0'],
    ['amount', { amount: '-3' }, 'Amount must be greater than 0'],
    ['category', { category: '' }, 'Category is required'],
    ['paymentMethod', { paymentMethod: '' }, 'Payment method is required'],
    ['date', { date: '' }, 'Date is required'],
  ])("refuses a bad %s with the product's message", async (field, overrides, message) => {
    const user = await newUser();
    const project = await createProject(user);

    const response = await api.post('/api/expenses', user, expensePayload(project.id, overrides));

    expect(response.status).toBe(400);
    expect(response.body.details).toContainEqual({ path: [field], message });
    expect((await api.get('/api/expenses', user)).body.totalCount).toBe(0);
  });

  it('refuses a project that is not the caller’s with 404 and stores nothing', async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const project = await createProject(owner);

    const response = await api.post('/api/expenses', intruder, expensePayload(project.id));

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Project not found' });
    expect((await api.get(`/api/projects/${project.id}/summary`, owner)).body.totalSpent).toBe('0.00');
  });

  it('refuses another user’s contractor or estimate with 404', async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const ownerProject = await createProject(owner);
    const contractor = await createContractor(owner);
    const estimate = await createEstimate(owner, ownerProject.id, contractor.id);
    const project = await createProject(intruder);

    const withContractor = await api.post(
      '/api/expenses',
      intruder,
      expensePayload(project.id, { contractorId: contractor.id }),
    );
    const withEstimate = await api.post(
      '/api/expenses',
      intruder,
      expensePayload(project.id, { estimateId: estimate.id }),
    );

    expect(withContractor.status).toBe(404);
    expect(withContractor.body).toEqual({ error: 'Contractor not found' });
    expect(withEstimate.status).toBe(404);
    expect(withEstimate.body).toEqual({ error: 'Estimate not found' });
    expect((await api.get(`/api/estimates/${estimate.id}`, owner)).body.paidCount).toBe(0);
  });

  it('refuses an estimate of another project', async () => {
    const user = await newUser();
    const kitchen = await createProject(user);
    const bath = await createProject(user, { name: 'Bathroom' });
    const contractor = await createContractor(user);
    const estimate = await createEstimate(user, kitchen.id, contractor.id);

    const response = await api.post(
      '/api/expenses',
      user,
      expensePayload(bath.id, { estimateId: estimate.id }),
    );

    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([
      { path: ['estimateId'], message: 'The estimate belongs to another project' },
    ]);
  });

  it('updates every field, moving the money between projects', async () => {
    const user = await newUser();
    const kitchen = await createProject(user);
    const bath = await createProject(user, { name: 'Bathroom' });
    const expense = await createExpense(user, kitchen.id, { amount: '100.00' });

    const response = await api.put(
      `/api/expenses/${expense.id}`,
      user,
      expensePayload(bath.id, {
        amount: '75.00',
        category: 'Permits',
        paymentMethod: 'Cash',
        notes: 'moved',
      }),
    );

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: expense.id,
      projectId: bath.id,
      amount: '75.00',
      category: 'permits',
      paymentMethod: 'cash',
      notes: 'moved',
      createdAt: expense.createdAt,
    });
    expect((await api.get(`/api/projects/${kitchen.id}/summary`, user)).body.totalSpent).toBe('0.00');
    expect((await api.get(`/api/projects/${bath.id}/summary`, user)).body.categoryBreakdown).toEqual({
      permits: '75.00',
    });
  });

  it('stores the basis class an editor chose, keeps it when a PUT leaves it out, and clears it on null', async () => {
    const user = await newUser();
    const project = await createProject(user);
    const chosen = await api.post(
      '/api/expenses',
      user,
      expensePayload(project.id, { basisClass: 'Improvement' }),
    );
    expect(chosen.body.basisClass).toBe('improvement');
    const path = `/api/expenses/${chosen.body.id}`;

    const leftOut = await api.put(
      path,
      user,
      expensePayload(project.id, { notes: 'edited by an older app' }),
    );
    expect([leftOut.status, leftOut.body.basisClass, leftOut.body.notes]).toEqual([
      200,
      'improvement',
      'edited by an older app',
    ]);
    const changed = await api.put(path, user, expensePayload(project.id, { basisClass: 'not_part_of_home' }));
    expect(changed.body.basisClass).toBe('not_part_of_home');
    const cleared = await api.put(path, user, expensePayload(project.id, { basisClass: null }));
    expect(cleared.body.basisClass).toBeNull();
    expect((await api.get(path, user)).body.basisClass).toBeNull();
  });

  it.each([['capital'], [7], [['repair']]])(
    "refuses a basis class %j with 'Invalid basis class', storing nothing",
    async (basisClass) => {
      const user = await newUser();
      const project = await createProject(user);

      const response = await api.post('/api/expenses', user, expensePayload(project.id, { basisClass }));

      expect(response.status).toBe(400);
      expect(response.body.details).toEqual([{ path: ['basisClass'], message: 'Invalid basis class' }]);
      expect((await api.get('/api/expenses', user)).body.totalCount).toBe(0);
    },
  );

  it('deletes an expense and gives its money back to the project', async () => {
    const user = await newUser();
    const project = await createProject(user);
    const expense = await createExpense(user, project.id);

    const response = await api.delete(`/api/expenses/${expense.id}`, user);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Expense deleted successfully' });
    expect((await api.get(`/api/expenses/${expense.id}`, user)).status).toBe(404);
    expect((await api.get(`/api/projects/${project.id}/summary`, user)).body.totalSpent).toBe('0.00');
  });

  it.each([
    ['GET', '/api/expenses/424242'],
    ['PUT', '/api/expenses/424242'],
    ['DELETE', '/api/expenses/424242'],
    ['GET', '/api/expenses/abc'],
  ])('%s %s answers 404 for a missing id', async (method, url) => {
    const user = await newUser();
    const project = await createProject(user);

    const response =
      method === 'GET'
        ? await api.get(url, user)
        : method === 'PUT'
          ? await api.put(url, user, expensePayload(project.id))
          : await api.delete(url, user);

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Expense not found' });
  });
});

describe('expenses: list', () => {
  async function seed(user: TestUser) {
    const kitchen = await createProject(user);
    const bath = await createProject(user, { name: 'Bathroom' });
    const rows = [
      { description: 'Tiles', category: 'materials', paymentMethod: 'cash', date: '2025-01-05' },
      { description: 'Plumber visit', category: 'labor', paymentMethod: 'check', date: '2025-02-10' },
      {
        description: 'Grout',
        category: 'materials',
        paymentMethod: 'credit_card',
        date: '2025-03-01',
        notes: 'white TILE grout',
      },
      { description: 'Permit fee', category: 'permits', paymentMethod: 'cash', date: '2025-01-20' },
    ];
    for (const row of rows) await createExpense(user, kitchen.id, row);
    await createExpense(user, bath.id, { description: 'Vanity', date: '2025-04-01' });
    return { kitchen, bath };
  }

  it('pages one project’s expenses newest first', async () => {
    const user = await newUser();
    const { kitchen } = await seed(user);

    const first = await api.get(`/api/expenses?projectId=${kitchen.id}&page=1&pageSize=3`, user);
    const second = await api.get(`/api/expenses?projectId=${kitchen.id}&page=2&pageSize=3`, user);

    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBe(4);
    expect(first.body.totalPages).toBe(2);
    expect(first.body.expenses.map((e: { description: string }) => e.description)).toEqual([
      'Grout',
      'Plumber visit',
      'Permit fee',
    ]);
    expect(second.body.expenses.map((e: { description: string }) => e.description)).toEqual(['Tiles']);
  });

  it('filters by category, payment method and a case-insensitive search of description and notes', async () => {
    const user = await newUser();
    const { kitchen } = await seed(user);
    const names = async (query: string) =>
      (await api.get(`/api/expenses?projectId=${kitchen.id}&${query}`, user)).body.expenses.map(
        (e: { description: string }) => e.description,
      );

    expect(await names('category=Materials')).toEqual(['Grout', 'Tiles']);
    expect(await names('paymentMethod=cash')).toEqual(['Permit fee', 'Tiles']);
    expect(await names('search=tile')).toEqual(['Grout', 'Tiles']);
    expect(await names('category=all&paymentMethod=all')).toHaveLength(4);
  });

  it('pages every expense of the household without a project, newest record first, by cursor', async () => {
    const user = await newUser();
    await seed(user);

    const descriptions: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `pageSize=2&cursor=${cursor}` : 'pageSize=2';
      const response = await api.get(`/api/expenses?${query}`, user);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ totalCount: 5, totalPages: 3, searched: null });
      expect(response.body.expenses.length).toBeLessThanOrEqual(2);
      descriptions.push(...response.body.expenses.map((e: { description: string }) => e.description));
      cursor = response.body.nextCursor;
    } while (cursor);

    expect(descriptions).toEqual(['Vanity', 'Permit fee', 'Grout', 'Plumber visit', 'Tiles']);
  });

  it.each(['page=2', 'category=materials', 'search=tile', 'paymentMethod=cash'])(
    'refuses %s without a project: filters and page numbers need one',
    async (query) => {
      const response = await api.get(`/api/expenses?${query}`, await newUser());

      expect(response.status).toBe(400);
      expect(response.body.details).toEqual([
        { path: ['projectId'], message: 'Filters and page numbers need a project' },
      ]);
    },
  );

  it.each([
    ['page=0', 'page'],
    ['pageSize=101', 'pageSize'],
    ['projectId=x', 'projectId'],
    ['category=jewels', 'category'],
    ['from=2025-02-30', 'from'],
    ['cursor=a%20b', 'cursor'],
  ])('refuses %s with 400', async (query, field) => {
    const response = await api.get(`/api/expenses?${query}`, await newUser());

    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([expect.objectContaining({ path: [field] })]);
  });

  it("refuses a cursor it did not write with 400 'Invalid cursor'", async () => {
    const user = await newUser();
    const { kitchen } = await seed(user);

    const response = await api.get(`/api/expenses?projectId=${kitchen.id}&cursor=bm9wZQ`, user);

    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([{ path: ['cursor'], message: 'Invalid cursor' }]);
  });

  it('follows nextCursor through a filtered list, every expense once', async () => {
    const user = await newUser();
    const { kitchen } = await seed(user);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `projectId=${kitchen.id}&from=2025-01-01&pageSize=1${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await api.get(`/api/expenses?${query}`, user);
      // A date range is counted (docs/product.md#api-expenses): every page knows the total.
      expect(response.body.totalCount).toBe(4);
      seen.push(...response.body.expenses.map((e: { description: string }) => e.description));
      cursor = response.body.nextCursor;
    } while (cursor);

    expect(seen).toEqual(['Grout', 'Plumber visit', 'Permit fee', 'Tiles']);
  });

  it('answers 404 for a project that is not the caller’s', async () => {
    const owner = await newUser();
    const { kitchen } = await seed(owner);

    const response = await api.get(`/api/expenses?projectId=${kitchen.id}`, await newUser());

    expect(response.status).toBe(404);
  });
});

describe('expenses: free plan limit', () => {
  it('reports can_create and refuses the sixth expense with 403 upgradeRequired', async () => {
    const user = await newUser();
    const project = await createProject(user);
    for (let i = 0; i < 4; i++) await createExpense(user, project.id);
    expect((await api.get('/api/expenses/can_create', user)).body).toEqual({ canCreate: true, count: 4 });
    await createExpense(user, project.id);

    const check = await api.get('/api/expenses/can_create', user);
    const sixth = await api.post('/api/expenses', user, expensePayload(project.id));

    expect(check.body).toEqual({ canCreate: false, count: 5 });
    expect(sixth.status).toBe(403);
    expect(sixth.body).toEqual({
      error: "You've reached the limit of 5 expenses on the free plan. Please upgrade to add more expenses.",
      upgradeRequired: true,
    });
    expect((await api.get('/api/expenses', user)).body.totalCount).toBe(5);
  });

  it('holds under 12 concurrent creates', async () => {
    const user = await newUser();
    const project = await createProject(user);

    const responses = await Promise.all(
      Array.from({ length: 12 }, () => api.post('/api/expenses', user, expensePayload(project.id))),
    );

    expect(responses.filter((r) => r.status === 201)).toHaveLength(5);
    expect(responses.filter((r) => r.status === 403)).toHaveLength(7);
    expect((await api.get('/api/expenses', user)).body.totalCount).toBe(5);
  });

  it('lets a Pro user go past five', async () => {
    const user = await newUser();
    const project = await createProject(user);
    await upgradeToPro(user);

    for (let i = 0; i < 6; i++) await createExpense(user, project.id);

    expect((await api.get('/api/expenses/can_create', user)).body).toEqual({ canCreate: true, count: 6 });
  });
});

describe('expenses: receipts', () => {
  it('stores a receipt the caller uploaded, and deletes the object with the expense', async () => {
    const user = await newUser();
    const project = await createProject(user);
    const key = await uploadThroughApi(user, { name: 'receipt.jpg', type: 'image/jpeg', content: 'jpeg' });

    const expense = await createExpense(user, project.id, { imageUrl: key });
    // Saving claims the pending upload: the expense names its stored key, and the pending object is gone.
    const stored = key.replace(/^pending\//, '');
    expect(expense.imageUrl).toBe(stored);
    expect(await readObject(stored)).toBe('jpeg');
    expect(await objectExists(key)).toBe(false);

    await api.delete(`/api/expenses/${expense.id}`, user);
    expect(await objectExists(stored)).toBe(false);
  });

  it('keeps the upload pending, and stores no copy, when the save is refused', async () => {
    const user = await newUser();
    const project = await createProject(user);
    const key = await uploadThroughApi(user, { name: 'r.png', type: 'image/png', content: 'png' });

    const refused = await api.post(
      '/api/expenses',
      user,
      expensePayload(project.id, { imageUrl: key, contractorId: 999_999 }),
    );

    expect(refused.status).toBe(404);
    expect(await objectExists(key)).toBe(true);
    expect(await objectExists(key.replace(/^pending\//, ''))).toBe(false);
    // The same upload is still good for the retry.
    const saved = await createExpense(user, project.id, { imageUrl: key });
    expect(saved.imageUrl).toBe(key.replace(/^pending\//, ''));
  });

  it('deletes the old object when an update replaces the receipt', async () => {
    const user = await newUser();
    const project = await createProject(user);
    const first = await uploadThroughApi(user, { name: 'a.png', type: 'image/png', content: 'a' });
    const second = await uploadThroughApi(user, { name: 'b.png', type: 'image/png', content: 'b' });
    const expense = await createExpense(user, project.id, { imageUrl: first });

    const response = await api.put(
      `/api/expenses/${expense.id}`,
      user,
      expensePayload(project.id, { imageUrl: second }),
    );

    const [firstStored, secondStored] = [first, second].map((key) => key.replace(/^pending\//, ''));
    expect(response.body.imageUrl).toBe(secondStored);
    expect(await objectExists(firstStored!)).toBe(false);
    expect(await objectExists(secondStored!)).toBe(true);
    expect(await objectExists(second)).toBe(false);
  });

  it('accepts an http URL as it is', async () => {
    const user = await newUser();
    const project = await createProject(user);

    const expense = await createExpense(user, project.id, { imageUrl: 'https://example.com/r.pdf' });

    expect(expense.imageUrl).toBe('https://example.com/r.pdf');
  });

  it.each([
    [
      'another user’s key',
      async () => uploadThroughApi(await newUser(), { name: 'r.png', type: 'image/png', content: 'x' }),
    ],
    ['a key that was never uploaded', async (user: TestUser) => `users/${user.sub}/receipts/never-there.png`],
    [
      'an 11 MB object',
      async (user: TestUser) => {
        const key = `users/${user.sub}/receipts/huge.png`;
        await putObject(key, Buffer.alloc(11 * 1024 * 1024, 1), 'image/png');
        return key;
      },
    ],
    [
      'an object of a type receipts may not have',
      async (user: TestUser) => {
        const key = `users/${user.sub}/receipts/tool.png`;
        await putObject(key, 'MZ', 'application/x-msdownload');
        return key;
      },
    ],
    ['a key outside the bucket layout', async () => 'uploads/r.png'],
  ])('refuses %s and stores nothing', async (_, keyFor) => {
    const user = await newUser();
    const project = await createProject(user);
    const key = await keyFor(user);

    const response = await api.post('/api/expenses', user, expensePayload(project.id, { imageUrl: key }));

    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([{ path: ['imageUrl'], message: expect.any(String) }]);
    expect((await api.get('/api/expenses', user)).body.totalCount).toBe(0);
  });
});

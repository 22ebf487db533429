// A home's cost basis over HTTP (docs/product.md#cost-basis): what lowers it (basis reductions), an expense
// replaced or removed on a day, and the home with reductions kept.
import { describe, expect, it } from 'vitest';
import { api, newUser } from './support/api-client';
import {
  basisReductionPayload,
  createBasisReduction,
  createHome,
  createExpense,
  createProject,
  expensePayload,
  newRecordEdits,
} from './support/fixtures';

describe('cost basis', () => {
  it("records a home's reductions, lists them by home, and deletes them; a home not the household's is 404", async () => {
    const user = await newUser();
    const cabin = await createHome(user);
    const rebate = await api.post(
      '/api/basis-reductions',
      user,
      basisReductionPayload(cabin.id, { kind: 'Insurance reimbursement', amount: '1,250.10' }),
    );
    expect(rebate.status).toBe(201);
    expect(rebate.body).toEqual({
      id: 1,
      userId: user.sub,
      homeId: cabin.id,
      kind: 'insurance_reimbursement',
      amount: '1250.10',
      date: '2025-04-02',
      description: 'Utility rebate on the heat pump',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ...newRecordEdits(user),
    });
    await createBasisReduction(user, 1, { kind: 'credit' });

    const listed = await api.get(`/api/basis-reductions?homeId=${cabin.id}`, user);
    expect(listed.body).toEqual([rebate.body]);
    const kept = await api.delete(`/api/homes/${cabin.id}`, user);
    expect([kept.status, kept.body]).toEqual([
      409,
      { error: 'This home has 1 basis reduction: delete it first' },
    ]);
    const stranger = await newUser();
    expect((await api.get(`/api/basis-reductions?homeId=${cabin.id}`, stranger)).status).toBe(404);
    expect((await api.post('/api/basis-reductions', stranger, basisReductionPayload(cabin.id))).status).toBe(
      404,
    );

    expect((await api.delete(`/api/basis-reductions/${rebate.body.id}`, user)).body).toEqual({
      message: 'Basis reduction deleted successfully',
    });
    expect((await api.delete(`/api/basis-reductions/${rebate.body.id}`, user)).status).toBe(404);
    expect((await api.delete(`/api/homes/${cabin.id}`, user)).status).toBe(200);
  });

  it('refuses a reduction without a kind, amount, day or purpose, in the words of the product', async () => {
    const user = await newUser();
    const refused = await api.post('/api/basis-reductions', user, {
      homeId: 1,
      kind: 'gift',
      amount: '0',
      date: '2025-02-30',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      { path: ['kind'], message: 'Invalid kind' },
      { path: ['amount'], message: 'Amount must be greater than 0' },
      { path: ['date'], message: 'Date must be a valid date (YYYY-MM-DD)' },
      { path: ['description'], message: 'What it was for is required' },
    ]);
    expect((await api.get('/api/basis-reductions?homeId=1', user)).body).toEqual([]);
  });

  it("answers the home's adjusted basis from its projects' expenses, the extensive-remodel switch and its reductions", async () => {
    const user = await newUser();
    const cabin = await createHome(user, { purchasePrice: '285000', settlementCosts: '4120.50' });
    const deck = await createProject(user, { homeId: cabin.id, name: 'Cabin deck' });
    const elsewhere = await createProject(user);
    await createExpense(user, deck.id, {
      description: 'Deck boards',
      amount: '3000.10',
      date: '2024-05-01',
      imageUrl: 'https://example.com/r.pdf',
    });
    await createExpense(user, deck.id, {
      description: 'Fix leaking gutter',
      amount: '200',
      date: '2025-06-01',
    });
    await createExpense(user, elsewhere.id, { description: 'New roof', amount: '9000' }); // another home's
    await createBasisReduction(user, cabin.id, { amount: '100.05', date: '2025-07-01' });
    const basisOf = async () => (await api.get(`/api/homes/${cabin.id}/basis`, user)).body;

    expect(await basisOf()).toMatchObject({
      improvements: '3000.10',
      reductions: '100.05',
      adjustedBasis: '292020.55', // 285,000 + 4,120.50 + 3,000.10 − 100.05
      byYear: [
        { year: 2024, adjustedBasis: '292120.60' },
        { year: 2025, adjustedBasis: '292020.55' },
      ],
      notice: expect.stringMatching(/^Not tax advice\. Only US rules are applied/),
    });
    const switched = { name: 'Cabin deck', budget: '25000', extensiveRemodel: true };
    expect((await api.put(`/api/projects/${deck.id}`, user, switched)).status).toBe(200);
    expect(await basisOf()).toMatchObject({
      improvements: '3200.10',
      adjustedBasis: '292220.55',
      improvementsWithoutReceipt: 1,
    });
    const lines = await api.get(`/api/homes/${cabin.id}/basis/lines`, user);
    const rows = lines.body as { description: string; countedAs: string; receipt: string | null }[];
    expect(rows.map((line) => [line.description, line.countedAs, line.receipt])).toEqual([
      ['Deck boards', 'improvement', 'https://example.com/r.pdf'],
      ['Fix leaking gutter', 'improvement', null],
    ]);
    expect(lines.headers['x-next-cursor']).toBeUndefined();
    expect((await api.get('/api/homes/999/basis', user)).status).toBe(404);
    expect((await api.get(`/api/homes/${cabin.id}/basis`, await newUser())).status).toBe(404);
  });

  it("pages the lines of the home's projects by cursor, project by project, each by date", async () => {
    const user = await newUser();
    const cabin = await createHome(user);
    const first = await createProject(user, { homeId: cabin.id, name: 'Porch' });
    await createProject(user, { homeId: cabin.id, name: 'Nothing yet' });
    const second = await createProject(user, { homeId: cabin.id, name: 'Roof' });
    await createExpense(user, first.id, { description: 'Porch posts', date: '2025-03-02' });
    await createExpense(user, first.id, { description: 'Porch boards', date: '2025-03-01' });
    await createExpense(user, second.id, { description: 'Shingles', date: '2024-01-01' });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const query = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const page = await api.get(`/api/homes/${cabin.id}/basis/lines${query}`, user);
      expect(page.status).toBe(200);
      seen.push(...(page.body as { description: string }[]).map((line) => line.description));
      cursor = page.headers['x-next-cursor'];
    } while (cursor);
    expect(seen).toEqual(['Porch boards', 'Porch posts', 'Shingles']);
    const refused = await api.get(`/api/homes/${cabin.id}/basis/lines?cursor=bm90LW91cnM`, user);
    expect([refused.status, refused.body.details]).toEqual([
      400,
      [{ path: ['cursor'], message: 'Invalid cursor' }],
    ]);
    expect((await api.get(`/api/homes/${cabin.id}/basis/lines`, await newUser())).status).toBe(404);
  });

  it("refuses a removal day before the expense's date, whether given or kept", async () => {
    const user = await newUser();
    const project = await createProject(user);
    const furnace = expensePayload(project.id, { description: 'Furnace', date: '2025-03-01' });
    const early = await api.post('/api/expenses', user, { ...furnace, removedOn: '2025-02-28' });
    const message = "Replaced or removed on must be on or after the expense's date";
    expect([early.status, early.body]).toEqual([
      400,
      { error: 'Validation failed', details: [{ path: ['removedOn'], message }] },
    ]);
    const made = await api.post('/api/expenses', user, { ...furnace, removedOn: '2025-03-01' });
    expect(made.status).toBe(201);
    const later = await api.put(`/api/expenses/${made.body.id}`, user, { ...furnace, date: '2025-04-01' });
    expect([later.status, later.body.details]).toEqual([400, [{ path: ['removedOn'], message }]]);
  });

  it('stores the day an improvement was replaced or removed, keeps it when a PUT leaves it out, and clears it on null', async () => {
    const user = await newUser();
    const project = await createProject(user);
    const furnace = expensePayload(project.id, { description: 'Furnace', basisClass: 'improvement' });
    const made = await api.post('/api/expenses', user, { ...furnace, removedOn: '2026-01-15' });
    expect([made.status, made.body.removedOn]).toEqual([201, '2026-01-15']);
    const path = `/api/expenses/${made.body.id}`;

    expect((await api.put(path, user, { ...furnace, notes: 'older app' })).body.removedOn).toBe('2026-01-15');
    const refused = await api.put(path, user, { ...furnace, removedOn: 'last winter' });
    expect(refused.body.details).toEqual([
      { path: ['removedOn'], message: 'Replaced or removed on must be a valid date (YYYY-MM-DD)' },
    ]);
    expect((await api.put(path, user, { ...furnace, removedOn: null })).body.removedOn).toBeNull();
  });
});

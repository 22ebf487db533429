// Every paged list route (docs/product.md#api-list-pages): a household with more than one page gets every
// row through the cursor, none twice; `limit` and `cursor` are checked with the product's messages.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, newUser, type Json, type TestUser } from './support/api-client';
import {
  createContractor,
  createEstimate,
  createExpense,
  createMilestone,
  createProject,
} from './support/fixtures';

/** One answer's rows and next cursor: a paged list's body and X-Next-Cursor header, or an object's fields. */
type PageOf = (
  body: Json,
  headers: Record<string, string>,
) => { rows: { id: number }[]; cursor: string | null };

/** The three paged lists: the body is the page's rows, the header where the next page starts. */
const headerPaged: PageOf = (body, headers) => ({ rows: body, cursor: headers['x-next-cursor'] ?? null });

/** Every row of `path`, `size` at a time (the size under `sizeParam`), following the cursor. */
async function readEvery(
  user: TestUser,
  path: string,
  size: number,
  pageOf = headerPaged,
  sizeParam = 'limit',
) {
  const ids: number[] = [];
  let pages = 0;
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const url: string = `${path}${separator}${sizeParam}=${size}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await api.get(url, user);
    expect(response.status, response.text).toBe(200);
    const page = pageOf(response.body, response.headers);
    expect(page.rows.length).toBeLessThanOrEqual(size);
    ids.push(...page.rows.map((row) => row.id));
    cursor = page.cursor;
    pages++;
  } while (cursor);
  return { ids, pages };
}

describe('paged lists', () => {
  let user: TestUser;
  let projectId: number;
  const made = { contractors: [] as number[], estimates: [] as number[], milestones: [] as number[] };
  const expenses: number[] = [];

  beforeAll(async () => {
    user = await newUser();
    projectId = (await createProject(user)).id;
    // The Free plan's caps: 3 contractors and 5 expenses, enough for pages of 2.
    for (let n = 0; n < 3; n++) made.contractors.push((await createContractor(user, { name: `C${n}` })).id);
    for (let n = 0; n < 5; n++) {
      const contractorId = made.contractors[n % 3] as number;
      made.estimates.push((await createEstimate(user, projectId, contractorId, { title: `E${n}` })).id);
      made.milestones.push((await createMilestone(user, projectId, { title: `M${n}` })).id);
      expenses.push((await createExpense(user, projectId, { description: `X${n}` })).id);
    }
  });

  it.each([
    ['GET /api/contractors', '/api/contractors', 'contractors'],
    ['GET /api/estimates', '/api/estimates', 'estimates'],
    ['GET /api/estimates?projectId=', '/api/estimates?projectId={project}', 'estimates'],
    ['GET /api/milestones?projectId=', '/api/milestones?projectId={project}', 'milestones'],
  ] as const)('%s: every row once through the X-Next-Cursor header, 2 a page', async (_, path, rows) => {
    const { ids, pages } = await readEvery(user, path.replace('{project}', String(projectId)), 2);

    expect([...ids].sort((a, b) => a - b)).toEqual(made[rows]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages).toBe(Math.ceil(made[rows].length / 2));
  });

  it('GET /api/expenses without a project: every expense once through the cursor, newest first', async () => {
    const inBody: PageOf = (body) => ({ rows: body.expenses, cursor: body.nextCursor });
    const { ids, pages } = await readEvery(user, '/api/expenses', 2, inBody, 'pageSize');

    expect(ids).toEqual([...expenses].reverse());
    expect(pages).toBe(3);
  });

  it('answers the rows as a JSON array, with X-Next-Cursor only while a page follows', async () => {
    const first = await api.get('/api/contractors?limit=2', user);
    const last = await api.get(`/api/contractors?limit=2&cursor=${first.headers['x-next-cursor']}`, user);
    const whole = await api.get('/api/contractors', user);

    expect(first.body.map((row: { id: number }) => row.id)).toEqual(made.contractors.slice(0, 2));
    expect(first.headers['x-next-cursor']).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(last.body.map((row: { id: number }) => row.id)).toEqual(made.contractors.slice(2));
    expect(last.headers).not.toHaveProperty('x-next-cursor');
    expect(whole.body).toHaveLength(3);
    expect(whole.headers).not.toHaveProperty('x-next-cursor');
  });

  it.each([
    ['limit=0', 'limit', 'Limit must be between 1 and 100'],
    ['limit=101', 'limit', 'Limit must be between 1 and 100'],
    ['limit=two', 'limit', 'Limit must be between 1 and 100'],
    ['cursor=a%20b', 'cursor', 'Invalid cursor'],
    ['cursor=bm9wZQ', 'cursor', 'Invalid cursor'],
  ])('refuses %s with 400 on every list', async (query, field, message) => {
    for (const path of [
      '/api/contractors',
      `/api/estimates?projectId=${projectId}`,
      `/api/milestones?projectId=${projectId}`,
    ]) {
      const separator = path.includes('?') ? '&' : '?';
      const response = await api.get(`${path}${separator}${query}`, user);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'Validation failed', details: [{ path: [field], message }] });
    }
  });

  it("refuses another list's cursor", async () => {
    const contractors = await api.get('/api/contractors?limit=1', user);

    const response = await api.get(
      `/api/milestones?projectId=${projectId}&cursor=${contractors.headers['x-next-cursor']}`,
      user,
    );

    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([{ path: ['cursor'], message: 'Invalid cursor' }]);
  });
});

import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../src/index';
import { claimsOf, signIn, signUp } from './support/cognito-client';
import { isAlive } from './support/processes';
import { DEMO_RECEIPT } from '../src/demo/demo-receipt';

const receiptAsset = new URL('../assets/demo-receipt.png', import.meta.url);
let dataDir: string;
let stack: LocalStack | undefined;

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const api = async (path: string, token: string, init: RequestInit = {}) => {
  const response = await fetch(`${stack!.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('a stack with its data in a folder', () => {
  let first: {
    poolId: string;
    clientId: string;
    userId: string;
    createdAt: string;
    demoPassword: string;
    memberPassword: string;
    ports: LocalStack['ports'];
  };

  it('seeds the demo account on first start: a kitchen remodel with a receipt, estimates, kitchen photos and an overdue milestone', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'reno-local-persist-'));
    stack = await startLocalStack({ persist: dataDir, port: 0, web: 'none' });
    const demo = stack.demo!;
    expect(demo).toMatchObject({ email: 'demo@example.com', seeded: true, notes: [] });

    const { idToken } = await signIn(stack, demo.email, demo.password);
    // Nobody can read demo@example.com's mail: the stack verifies its address, so no banner asks for a code.
    expect(claimsOf(idToken)).toMatchObject({ email_verified: true });
    const user = (await api('/api/user', idToken)).body as Record<string, unknown>;
    expect(user).toMatchObject({ email: 'demo@example.com', firstName: 'Dana', lastName: 'Rivera' });

    const projects = (await api('/api/projects', idToken)).body as {
      id: number;
      name: string;
      startDate: string;
    }[];
    expect(projects.map((project) => project.name)).toEqual(['Kitchen Remodel']);
    const projectId = projects[0]!.id;
    // In the demo's home, with the purchase a cost basis starts from.
    expect((await api('/api/homes', idToken)).body).toMatchObject([
      {
        id: 1,
        name: 'Maple Street house',
        address: '48 Maple Street, Springfield',
        yearBuilt: 1994,
        purchaseDate: '2018-06-15',
        purchasePrice: '385000.00',
        settlementCosts: '11400.00',
      },
    ]);
    const rooms = (await api('/api/rooms?homeId=1', idToken)).body as { name: string }[];
    expect(rooms.map((room) => room.name)).toEqual(['Kitchen', 'Bathroom 2', 'Exterior', 'Systems']);
    // The kitchen's record: its cabinets paid by their expense, its paint, its range's warranty ending next month.
    const kitchenId = (rooms as unknown as { id: number }[])[0]!.id;
    const items = (await api(`/api/items?roomId=${kitchenId}`, idToken)).body as Record<string, unknown>[];
    expect(items).toMatchObject([
      { name: 'Shaker cabinets', cost: DEMO_RECEIPT.amount, contractorId: expect.any(Number) },
      {
        kind: 'finish',
        brand: 'Benjamin Moore',
        colourName: 'White Dove',
        colourCode: 'OC-17',
        sheen: 'Eggshell',
      },
      { kind: 'appliance', name: 'Gas range', warranty: { months: 12 } },
    ]);
    // Its photos through the work, newest first, the open wall behind the walls; each thumbnail served.
    const photos = (await api(`/api/photos?roomId=${kitchenId}`, idToken)).body as {
      caption: string;
      tags: string[];
      thumbnailUrl: string;
    }[];
    expect(photos).toMatchObject([
      { caption: 'Cabinets going in', tags: [] },
      { caption: expect.stringMatching(/^Open wall/), tags: ['behind the walls'] },
    ]);
    expect((await fetch(photos[1]!.thumbnailUrl)).headers.get('content-type')).toBe('image/webp');
    const rangeEnds = Date.parse((items[2]!.warranty as { endsOn: string }).endsOn);
    expect(rangeEnds - Date.now()).toBeGreaterThan(20 * 86_400_000);
    expect(rangeEnds - Date.now()).toBeLessThan(40 * 86_400_000);
    // The house's maintenance: a filter changed six weeks ago and due again in about six, the gutters.
    const tasks = (await api('/api/maintenance?homeId=1', idToken)).body as Record<string, unknown>[];
    expect(tasks).toMatchObject([
      { name: 'HVAC filter', rule: 'every', intervalMonths: 3, log: [{ note: 'New filter' }] },
      { name: 'Gutters cleaned', rule: 'after', intervalMonths: 12 },
    ]);
    const filterDue = Date.parse(String(tasks[0]!.nextDueDate));
    expect(filterDue - Date.now()).toBeGreaterThan(30 * 86_400_000);
    expect(filterDue - Date.now()).toBeLessThan(60 * 86_400_000);

    const { expenses } = (await api(`/api/expenses?projectId=${projectId}&pageSize=100`, idToken)).body as {
      expenses: { category: string; imageUrl: string | null; estimateId: number | null; date: string }[];
    };
    // A remodel under way: it started before its first expense, not on the day the demo was seeded.
    const firstExpense = expenses.map((expense) => expense.date).sort()[0]!;
    expect(projects[0]!.startDate.slice(0, 10) < firstExpense).toBe(true);
    expect(new Set(expenses.map((expense) => expense.category)).size).toBeGreaterThanOrEqual(3);
    expect(expenses.filter((expense) => expense.estimateId !== null).length).toBeGreaterThanOrEqual(2);
    const receipts = expenses.filter((expense) => expense.imageUrl);
    expect(receipts).toHaveLength(1);

    // The receipt is a real object in s3rver, reachable the way the web app reaches it.
    const { signedUrl } = (
      await api('/api/signed-url', idToken, {
        method: 'POST',
        body: JSON.stringify({ s3Key: receipts[0]!.imageUrl }),
      })
    ).body as { signedUrl: string };
    const image = await fetch(signedUrl);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(await readFile(receiptAsset))).toBe(true);

    const milestones = (await api(`/api/milestones?projectId=${projectId}`, idToken)).body as {
      targetDate: string | null;
      isCompleted: boolean;
    }[];
    const today = new Date().toLocaleDateString('en-CA');
    const overdue = milestones.filter((milestone) => !milestone.isCompleted && milestone.targetDate! < today);
    expect(overdue).toHaveLength(1);

    const estimates = (await api('/api/estimates', idToken)).body as { status: string }[];
    expect(estimates.map((estimate) => estimate.status).sort()).toEqual(['approved', 'approved', 'pending']);

    // The second demo login: an editor in Dana's household, who sees her kitchen remodel there.
    expect(demo.member).toMatchObject({ email: 'sam@example.com' });
    const sam = await signIn(stack, demo.member!.email, demo.member!.password);
    const households = (await api('/api/households', sam.idToken)).body as { id: string; role: string }[];
    expect(households.map(({ id, role }) => ({ id, role }))).toEqual([
      { id: claimsOf(sam.idToken).sub, role: 'owner' },
      { id: user.id, role: 'editor' },
    ]);
    const shared = await api('/api/projects', sam.idToken, {
      headers: { 'x-household-id': String(user.id) },
    });
    expect((shared.body as { name: string }[]).map((project) => project.name)).toEqual(['Kitchen Remodel']);

    const ann = await signUp(stack, { email: 'ann@example.com', password: 'kitchen-2024', firstName: 'Ann' });
    const profile = (await api('/api/user', ann.tokens.idToken)).body as { id: string; createdAt: string };
    const created = await api('/api/projects', ann.tokens.idToken, {
      method: 'POST',
      body: JSON.stringify({ name: 'Basement Refinish', budget: '12000.00', taxRate: '13.00' }),
    });
    expect(created.status).toBe(201);

    first = {
      poolId: stack.config.userPoolId,
      clientId: stack.config.userPoolClientId,
      userId: profile.id,
      createdAt: profile.createdAt,
      demoPassword: demo.password,
      memberPassword: demo.member!.password,
      ports: stack.ports,
    };
  });

  it('stops every process and listener it started', async () => {
    const { pids, ports } = stack!;
    await stack!.stop();
    stack = undefined;

    expect(isAlive(pids.dynamodb)).toBe(false);
    for (const port of Object.values(ports)) {
      await expect(fetch(`http://127.0.0.1:${port}/`), `port ${port}`).rejects.toThrow();
    }
    for (const folder of ['dynamodb', 's3', 'cognito']) expect(existsSync(join(dataDir, folder))).toBe(true);
  });

  it('finds the same pool, accounts and records after a restart', async () => {
    stack = await startLocalStack({
      persist: dataDir,
      port: first.ports.app,
      dynamodbPort: first.ports.dynamodb,
      s3Port: first.ports.s3,
      hostedUiPort: first.ports.hostedUi,
      web: 'none',
    });

    expect(stack.config.userPoolId).toBe(first.poolId);
    expect(stack.config.userPoolClientId).toBe(first.clientId);
    expect(stack.demo).toMatchObject({
      password: first.demoPassword,
      seeded: true,
      member: { email: 'sam@example.com', password: first.memberPassword },
      notes: [],
    });

    const { idToken } = await signIn(stack, 'ann@example.com', 'kitchen-2024');
    const profile = (await api('/api/user', idToken)).body as { id: string; createdAt: string };
    expect(profile).toMatchObject({ id: first.userId, createdAt: first.createdAt });
    const projects = (await api('/api/projects', idToken)).body as { name: string }[];
    expect(projects.map((project) => project.name)).toEqual(['Basement Refinish']);

    // The demo project is not seeded twice.
    const demo = await signIn(stack, 'demo@example.com', first.demoPassword);
    const demoProjects = (await api('/api/projects', demo.idToken)).body as unknown[];
    expect(demoProjects).toHaveLength(1);
  });
});

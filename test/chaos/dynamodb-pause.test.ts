// Chaos on the real local stack: DynamoDB Local paused (SIGSTOP, a network partition) while a homeowner's
// browser saves ten expenses at once, each with its Idempotency-Key. Every save answers within the bound
// with an honest 503; once the database resumes, retries with the same keys leave exactly ten expenses,
// and the project's stored totals still equal what its expenses add up to.
import { startLocalStack, type LocalStack } from '@reno/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdToken } from '../support/demo-session';

let stack: LocalStack;
let token: string;
let projectId: number;

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });

const expense = (i: number) => ({
  projectId,
  description: `Tile batch ${i}`,
  amount: `${100 + i}.25`,
  category: i % 2 ? 'materials' : 'labor',
  paymentMethod: 'cash',
  date: '2026-11-02',
});

beforeAll(async () => {
  stack = await startLocalStack({ persist: false, port: 0, seedDemo: true });
  token = await demoIdToken(stack);
  // The demo account is on the Free plan (5 expenses): Pro lets ten through.
  const me = (await (await api('/api/user')).json()) as { id: string };
  const upgrade = await fetch(`${stack.url}/api/admin/users/${me.id}/upgrade`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-admin-password': stack.adminPassword },
  });
  expect(upgrade.status).toBe(200);
  const created = await api('/api/projects', {
    method: 'POST',
    body: JSON.stringify({ name: 'Partitioned Bath', budget: '50000.00', taxRate: '13.00' }),
  });
  projectId = ((await created.json()) as { id: number }).id;
}, 180_000);

afterAll(async () => {
  // Never leave the JVM stopped, whatever failed.
  if (stack) process.kill(stack.pids.dynamodb, 'SIGCONT');
  await stack?.stop();
});

describe('DynamoDB Local paused during concurrent creates', () => {
  it('answers each save 503 in bounded time, then the same keys make exactly ten expenses', async () => {
    const keys = Array.from({ length: 10 }, () => crypto.randomUUID());
    const save = (i: number) =>
      api('/api/expenses', {
        method: 'POST',
        body: JSON.stringify(expense(i)),
        headers: { 'Idempotency-Key': keys[i]! },
      });

    process.kill(stack.pids.dynamodb, 'SIGSTOP');
    const began = performance.now();
    let answers: Response[];
    try {
      answers = await Promise.all(keys.map((_, i) => save(i)));
    } finally {
      process.kill(stack.pids.dynamodb, 'SIGCONT');
    }
    const seconds = (performance.now() - began) / 1000;

    // The functions' client policy gives up after ~10 s, far inside API Gateway's 30 s.
    expect(seconds).toBeLessThan(15);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('2');
      expect(await answer.json()).toMatchObject({ mayHaveSaved: true });
    }

    // Resumed: writes the paused database took in may land now. The browser retries with the same keys.
    const retried = await Promise.all(keys.map((_, i) => save(i)));
    expect(retried.map((response) => response.status)).toEqual(keys.map(() => 201));
    const ids = await Promise.all(
      retried.map(async (response) => ((await response.json()) as { id: number }).id),
    );
    expect(new Set(ids).size).toBe(10);

    const list = (await (await api(`/api/expenses?projectId=${projectId}&pageSize=100`)).json()) as {
      expenses: { id: number; amount: string; category: string }[];
    };
    expect(list.expenses.map((row) => row.id).sort()).toEqual([...ids].sort());

    // No aggregate drifted: the stored totals equal the sums of the expenses, recomputed here.
    const summary = (await (await api(`/api/projects/${projectId}/summary`)).json()) as {
      totalSpent: string;
      categoryBreakdown: Record<string, string>;
    };
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const spent = list.expenses.reduce((total, row) => total + cents(row.amount), 0);
    expect(cents(summary.totalSpent)).toBe(spent);
    for (const category of ['materials', 'labor']) {
      const inCategory = list.expenses.filter((row) => row.category === category);
      expect(cents(summary.categoryBreakdown[category] ?? '0')).toBe(
        inCategory.reduce((total, row) => total + cents(row.amount), 0),
      );
    }
  }, 90_000);
});
